import { DEFAULT_INVOICE_NOTES, DEFAULT_PAYMENT_TERMS, occurrence, type RecurrenceFrequency } from "@agency/shared";
import { lineFormValues, linePayload, newLine, type LinesFormValues } from "../sales/lineItems";
import type { InvoiceRecord } from "../sales/salesRecords";
import type { RecurringRecord } from "./recurringRecord";

/** The retainer form's values; cleared inputs hold null (a cleared date input may hold ""). */
export type RecurringFormValues = LinesFormValues & {
  client: string | null;
  frequency: RecurrenceFrequency;
  startDate: string | null;
  endDate: string | null;
  paymentTerms: number;
  notes: string | null;
  autoIssue: boolean;
  autoSend: boolean;
  active: boolean;
};

/** The first invoice a month from today: the current month is usually invoiced already. */
export const firstInvoiceDate = (today: string): string => occurrence(today, "monthly", 1);

/** A new monthly retainer, issued but not mailed, for the client chosen in advance if any. */
export const newRecurringValues = (today: string, client: string | null = null): RecurringFormValues => ({
  client,
  frequency: "monthly",
  startDate: firstInvoiceDate(today),
  endDate: null,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  items: [newLine()],
  notes: DEFAULT_INVOICE_NOTES,
  autoIssue: true,
  autoSend: false,
  active: true,
});

/** "Rendre récurrente": the invoice's client, lines, notes and terms, repeated from next month. */
export const recurringValuesFromInvoice = (invoice: InvoiceRecord, today: string): RecurringFormValues => ({
  ...newRecurringValues(today, invoice.client?.documentId ?? null),
  paymentTerms: invoice.paymentTerms,
  items: invoice.items.length > 0 ? invoice.items.map(lineFormValues) : [newLine()],
  notes: invoice.notes ?? null,
});

/** A stored retainer in the edit form. */
export const recurringFormValues = (retainer: RecurringRecord): RecurringFormValues => ({
  client: retainer.client?.documentId ?? null,
  frequency: retainer.frequency,
  startDate: retainer.startDate,
  endDate: retainer.endDate ?? null,
  paymentTerms: retainer.paymentTerms,
  items: retainer.items.map(lineFormValues),
  notes: retainer.notes ?? null,
  autoIssue: retainer.autoIssue,
  autoSend: retainer.autoSend,
  active: retainer.active,
});

/**
 * The body's `data` of POST and PUT /api/recurring-invoices, before `recurringInvoiceSchema` checks it. The next
 * date and the totals are the server's.
 */
export const recurringPayload = (values: RecurringFormValues) => ({
  client: values.client,
  items: values.items.map(linePayload),
  notes: values.notes,
  paymentTerms: values.paymentTerms,
  frequency: values.frequency,
  startDate: values.startDate,
  endDate: values.endDate || null,
  autoIssue: values.autoIssue,
  autoSend: values.autoSend,
  active: values.active,
});
