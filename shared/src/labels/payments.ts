import { keysOf, labelFor, labelRecord, toOptions } from "./options.js";

export const PAYMENT_METHOD_LABELS = labelRecord({
  virement: "Virement",
  cheque: "Chèque",
  especes: "Espèces",
  carte: "Carte bancaire",
  effet: "Effet de commerce",
});

export const PAYMENT_METHODS = keysOf(PAYMENT_METHOD_LABELS);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_OPTIONS = toOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

/** "Virement", or "Remboursement · Virement" for a refund (a payment below 0); an unknown method as stored. */
export function paymentMethodText(payment: { method: string; amount: number | string }): string {
  const method = labelFor(PAYMENT_METHOD_LABELS, payment.method);
  return Number(payment.amount) < 0 ? `Remboursement · ${method}` : method;
}
