import { quoteSchema, type QuoteData } from "@agency/shared";
import type { SalesFormKind } from "../sales/salesFormKind";
import type { QuoteRecord } from "../sales/salesRecords";
import { QuoteInputs } from "./QuoteInputs";
import { newQuoteValues, quoteFormValues, quotePayload, type QuoteFormValues } from "./quoteForm";

/** The quote's part of the shared create and edit screens. */
export const quoteFormKind: SalesFormKind<QuoteFormValues, QuoteData, QuoteRecord> = {
  kind: "quote",
  resource: "quotes",
  numberField: "quoteNumber",
  schema: quoteSchema,
  toPayload: quotePayload,
  newValues: newQuoteValues,
  formValues: quoteFormValues,
  numberOf: (quote) => quote.quoteNumber,
  Inputs: QuoteInputs,
};
