import { keysOf, labelRecord, toOptions } from "./options.js";

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
