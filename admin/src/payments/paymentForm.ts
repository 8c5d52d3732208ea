import { paymentSchema, zodFieldErrors, type PaymentMethod } from "@agency/shared";
import type { PaymentDraft } from "../providers/dataProvider";

/** The payment form as the user fills it: a cleared amount holds null. */
export interface PaymentFormValues {
  amount: number | null;
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

export const paymentPayload = (values: PaymentFormValues): PaymentDraft => ({
  amount: values.amount ?? Number.NaN,
  date: values.date,
  method: values.method,
  reference: values.reference.trim() || null,
  note: values.note.trim() || null,
});

/** The shared schema's messages under each field; the invoice is the page's, so it is not checked here. */
export const validatePayment = (values: PaymentFormValues): Record<string, string> => {
  const parsed = paymentSchema.safeParse({ ...paymentPayload(values), invoice: "page" });
  return parsed.success ? {} : zodFieldErrors(parsed.error);
};
