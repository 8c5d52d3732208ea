import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { invoicePaymentSchema, type InvoicePaymentData, type PaymentMethod } from "@agency/shared";
import type { PaymentDraft } from "../providers/dataProvider";

/** The payment form as first shown. */
export interface PaymentFormValues {
  amount: number;
  date: string;
  method: PaymentMethod;
  reference: string;
  note: string;
}

/** A new payment: the whole balance, today, by transfer. */
export const newPaymentValues = (due: number, today: string): PaymentFormValues => ({
  amount: due,
  date: today,
  method: "virement",
  reference: "",
  note: "",
});

/** A payment or refund the shared schema has checked: the texts trimmed, an optional one possibly empty or null. */
export type CheckedPayment = InvoicePaymentData;

/**
 * The form's validation: the shared `invoicePaymentSchema` (the form pays, or refunds on, the page's invoice, which
 * the data provider sends), the server's own rules and messages. It takes whatever the inputs hold (a cleared amount
 * or text is null) and answers the checked payment.
 */
export const paymentResolver = zodResolver(invoicePaymentSchema as z.ZodType<CheckedPayment, FieldValues>);

/** The payment to record: no empty texts, null instead. */
export const paymentPayload = ({ amount, date, method, reference, note }: CheckedPayment): PaymentDraft => ({
  amount,
  date,
  method,
  reference: reference || null,
  note: note || null,
});
