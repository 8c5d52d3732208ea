import { DEFAULT_INVOICE_NOTES, DEFAULT_PAYMENT_TERMS, dueDateFor } from "@agency/shared";
import { lineFormValues, linePayload, newLine, type LinesFormValues } from "../sales/lineItems";
import type { InvoiceRecord } from "../sales/salesRecords";

/** The invoice form's values; cleared inputs hold null. */
export type InvoiceFormValues = LinesFormValues & {
  invoiceNumber: string | null;
  client: string | null;
  issueDate: string | null;
  dueDate: string | null;
  paymentTerms: number;
  notes: string | null;
};

/** A new invoice: proposed number, issued today, due after the default 30 days, one empty line. */
export const newInvoiceValues = (
  invoiceNumber: string,
  today: string,
  client: string | null = null,
): InvoiceFormValues => ({
  invoiceNumber,
  client,
  issueDate: today,
  dueDate: dueDateFor(today, DEFAULT_PAYMENT_TERMS) ?? null,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  items: [newLine()],
  notes: DEFAULT_INVOICE_NOTES,
});

/** A stored invoice in the edit form. */
export const invoiceFormValues = (invoice: InvoiceRecord): InvoiceFormValues => ({
  invoiceNumber: invoice.invoiceNumber,
  client: invoice.client?.documentId ?? null,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate ?? null,
  paymentTerms: invoice.paymentTerms,
  items: invoice.items.map(lineFormValues),
  notes: invoice.notes ?? null,
});

/**
 * The body's `data` of POST and PUT /api/invoices, before `invoiceSchema` checks it. An
 * emptied number is left out: the server then allocates the next one. No status is sent:
 * it changes on its own control.
 */
export const invoicePayload = (values: InvoiceFormValues) => {
  const invoiceNumber = values.invoiceNumber?.trim();
  return {
    ...(invoiceNumber ? { invoiceNumber } : {}),
    client: values.client,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    paymentTerms: values.paymentTerms,
    items: values.items.map(linePayload),
    notes: values.notes,
  };
};
