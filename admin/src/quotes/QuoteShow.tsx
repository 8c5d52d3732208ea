import { quoteRecordSchema } from "../sales/salesRecords";
import { SalesShow } from "../sales/SalesShow";
import { QuoteDetails } from "./QuoteDetails";
import { quoteFormKind } from "./quoteFormKind";

/** The quote's part of the shared page and print view. */
export const quoteShowKind = {
  form: quoteFormKind,
  schema: quoteRecordSchema,
  Details: QuoteDetails,
};

/** /quotes/:id. */
export const QuoteShow = () => <SalesShow kind={quoteShowKind} />;
