import { z } from "zod";
import { DEFAULT_PAYMENT_TERMS, PAYMENT_TERMS } from "../labels/billing.js";
import { INVOICE_STATUSES } from "../labels/invoices.js";
import { QUOTE_STATUSES } from "../labels/quotes.js";
import { isWellFormedDocumentNumber, type DocumentKind } from "../rules/numbering.js";
import { entityIdField, isIsoDate, isoDateField, isoDay, optionalText } from "./common.js";
import { lineItemsField } from "./line-item.js";
import { MESSAGES } from "./messages.js";
import { BOOK_MESSAGES } from "../rules/book-of-record.js";
import { OBJECT_ERROR } from "./errors.js";

/** Optional hand-edited number; when absent the server allocates the next one. */
export function documentNumberField(kind: DocumentKind, message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isWellFormedDocumentNumber(kind, value), { error: message })
    .nullish();
}

/** The schema, refusing the date `end` (with `message`) when both dates are valid and it falls on a day before `start`. */
function endNotBeforeStart<K extends string, S extends z.ZodType<Record<K, string>>>(
  schema: S,
  start: K,
  end: K,
  message: string,
): S {
  return schema.superRefine((document, ctx) => {
    const dates = document as Record<K, string>;
    if (isIsoDate(dates[start]) && isIsoDate(dates[end]) && isoDay(dates[end]) < isoDay(dates[start])) {
      ctx.addIssue({ code: "custom", path: [end], message });
    }
  });
}

/**
 * Invoice fields without the cross-field date rule, for partial updates
 * (zod refuses .partial() on a refined object).
 */
export const invoiceBaseSchema = z.object(
  {
    invoiceNumber: documentNumberField("invoice", MESSAGES.invoiceNumber),
    client: entityIdField(MESSAGES.selectClient),
    issueDate: isoDateField(MESSAGES.issueDateRequired),
    dueDate: isoDateField(MESSAGES.dueDateRequired),
    paymentTerms: z.literal(PAYMENT_TERMS, { error: MESSAGES.paymentTerms }).default(DEFAULT_PAYMENT_TERMS),
    items: lineItemsField(MESSAGES.invoiceItemsMin),
    notes: optionalText(2000),
    status: z.enum(INVOICE_STATUSES, { error: MESSAGES.invoiceStatus }).optional(),
    // Absent: issued at once, as the spec's screen does; "draft" saves a draft without a number.
    state: z.enum(["draft", "issued"], { error: BOOK_MESSAGES.stateChangeRefused }).optional(),
  },
  OBJECT_ERROR,
);

export const invoiceSchema = endNotBeforeStart(invoiceBaseSchema, "issueDate", "dueDate", MESSAGES.dueBeforeIssue);

export type InvoiceInput = z.input<typeof invoiceSchema>;
export type InvoiceData = z.output<typeof invoiceSchema>;

export const quoteBaseSchema = z.object(
  {
    quoteNumber: documentNumberField("quote", MESSAGES.quoteNumber),
    client: entityIdField(MESSAGES.selectClient),
    issueDate: isoDateField(MESSAGES.issueDateRequired),
    validUntil: isoDateField(MESSAGES.validUntilRequired),
    items: lineItemsField(MESSAGES.quoteItemsMin),
    notes: optionalText(2000),
    status: z.enum(QUOTE_STATUSES, { error: MESSAGES.quoteStatus }).optional(),
  },
  OBJECT_ERROR,
);

export const quoteSchema = endNotBeforeStart(
  quoteBaseSchema,
  "issueDate",
  "validUntil",
  MESSAGES.validUntilBeforeIssue,
);

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteData = z.output<typeof quoteSchema>;
