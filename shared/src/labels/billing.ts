import { toOptions } from "./options.js";

/** Payment terms in days; 0 means payment on receipt. */
export const PAYMENT_TERMS = [0, 15, 30, 60] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 30;

/** Each value labelled by `label`, as a record for toOptions. */
const labelEach = <V extends number>(values: readonly V[], label: (value: V) => string): Readonly<Record<V, string>> =>
  Object.fromEntries(values.map((value) => [value, label(value)])) as Record<V, string>;

export const PAYMENT_TERMS_LABELS = labelEach(PAYMENT_TERMS, (days) =>
  days === 0 ? "Paiement immédiat" : `${days} jours`,
);

export const PAYMENT_TERMS_OPTIONS = toOptions(PAYMENT_TERMS, PAYMENT_TERMS_LABELS);

/** TVA rates offered on a line, in percent. */
export const TAX_RATES = [0, 10, 20] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 20;

export const TAX_RATE_LABELS = labelEach(TAX_RATES, (rate) => `${rate} %`);

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
