import { z } from "zod";
import { PAYMENT_METHODS } from "../labels/payments.js";
import { PAYMENT_MESSAGES } from "../rules/balance.js";
import { hasAtMostTwoDecimals, MAX_UNIT_PRICE } from "./line-item.js";
import { entityIdField, isoDateField, optionalText } from "./common.js";
import { OBJECT_ERROR } from "./errors.js";

/** A payment received for an issued invoice. */
export const paymentSchema = z.object(
  {
    invoice: entityIdField(PAYMENT_MESSAGES.invoice),
    amount: z
      .number({ error: PAYMENT_MESSAGES.amount })
      .gt(0, PAYMENT_MESSAGES.amount)
      .max(MAX_UNIT_PRICE, PAYMENT_MESSAGES.amount)
      .refine(hasAtMostTwoDecimals, { error: PAYMENT_MESSAGES.amount }),
    date: isoDateField(PAYMENT_MESSAGES.date),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    reference: optionalText(100),
    note: optionalText(1000),
  },
  OBJECT_ERROR,
);

/**
 * A payment of, or a refund on, the invoice that the address or the page names: its amount (above 0, what is
 * received or given back), day, method and texts.
 */
export const invoicePaymentSchema = paymentSchema.omit({ invoice: true });

export type PaymentInput = z.input<typeof paymentSchema>;
export type InvoicePaymentData = z.output<typeof invoicePaymentSchema>;
export type PaymentData = z.output<typeof paymentSchema>;
