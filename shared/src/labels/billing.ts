import { toOptions } from "./options.js";

/** Payment terms in days; 0 means payment on receipt. */
export const PAYMENT_TERMS = [0, 15, 30, 60] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 30;

export const PAYMENT_TERMS_LABELS: Readonly<Record<PaymentTerms, string>> = {
  0: "Paiement immédiat",
  15: "15 jours",
  30: "30 jours",
  60: "60 jours",
};

export const PAYMENT_TERMS_OPTIONS = toOptions(PAYMENT_TERMS, PAYMENT_TERMS_LABELS);

/** TVA rates offered on a line, in percent. */
export const TAX_RATES = [0, 10, 20] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 20;

export const TAX_RATE_LABELS: Readonly<Record<TaxRate, string>> = {
  0: "0 %",
  10: "10 %",
  20: "20 %",
};

export const TAX_RATE_OPTIONS = toOptions(TAX_RATES, TAX_RATE_LABELS);

/** The note pre-filled on a new invoice, saying its own payment terms; staff may edit it. */
export function defaultInvoiceNotes(terms: PaymentTerms = DEFAULT_PAYMENT_TERMS): string {
  return terms === 0
    ? "Merci pour votre confiance. Le règlement est à effectuer à réception de la facture."
    : `Merci pour votre confiance. Le règlement est à effectuer dans un délai de ${terms} jours à compter de la date de facturation.`;
}

/** Notes pre-filled on new documents; staff may edit them. */
export const DEFAULT_INVOICE_NOTES = defaultInvoiceNotes(DEFAULT_PAYMENT_TERMS);

export const DEFAULT_QUOTE_NOTES =
  "Ce devis est valable 30 jours à compter de sa date d'émission. Merci pour votre confiance.";

export const DEFAULT_DELIVERY_NOTES =
  "Merci de vérifier l'état et la conformité de la marchandise dès sa réception et de nous signaler tout problème dans un délai de 24 heures.";
