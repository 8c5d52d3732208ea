import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@agency/shared";

/** "Virement", "Chèque"…: a payment method in French, or as stored if unknown. */
export const methodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
