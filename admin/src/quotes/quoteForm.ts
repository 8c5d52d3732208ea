import { DEFAULT_QUOTE_NOTES, validUntilFor } from "@agency/shared";
import { lineFormValues, linePayload, newLine, type LinesFormValues } from "../sales/lineItems";
import type { QuoteRecord } from "../sales/salesRecords";

/** The quote form's values; cleared inputs hold null. */
export type QuoteFormValues = LinesFormValues & {
  quoteNumber: string | null;
  client: string | null;
  issueDate: string | null;
  validUntil: string | null;
  notes: string | null;
};

/** A new quote: proposed number, issued today, valid 30 days, one empty line. */
export const newQuoteValues = (quoteNumber: string, today: string, client: string | null = null): QuoteFormValues => ({
  quoteNumber,
  client,
  issueDate: today,
  validUntil: validUntilFor(today) ?? null,
  items: [newLine()],
  notes: DEFAULT_QUOTE_NOTES,
});

/** A stored quote in the edit form. */
export const quoteFormValues = (quote: QuoteRecord): QuoteFormValues => ({
  quoteNumber: quote.quoteNumber,
  client: quote.client?.documentId ?? null,
  issueDate: quote.issueDate,
  validUntil: quote.validUntil ?? null,
  items: quote.items.map(lineFormValues),
  notes: quote.notes ?? null,
});

/**
 * The body's `data` of POST and PUT /api/quotes, before `quoteSchema` checks it. An emptied
 * number is left out for the server to allocate; the status moves through its own buttons.
 */
export const quotePayload = (values: QuoteFormValues) => {
  const quoteNumber = values.quoteNumber?.trim();
  return {
    ...(quoteNumber ? { quoteNumber } : {}),
    client: values.client,
    issueDate: values.issueDate,
    validUntil: values.validUntil,
    items: values.items.map(linePayload),
    notes: values.notes,
  };
};
