import { toOptions } from "./options.js";

export const PAYMENT_METHODS = ["virement", "cheque", "especes", "carte", "effet"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  virement: "Virement",
  cheque: "Chèque",
  especes: "Espèces",
  carte: "Carte bancaire",
  effet: "Effet de commerce",
};

export const PAYMENT_METHOD_OPTIONS = toOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);
