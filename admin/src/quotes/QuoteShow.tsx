import { quoteRecordSchema } from "../sales/salesRecords";
import { SalesShow } from "../sales/SalesShow";
import { QuoteDetails, QuoteDocument } from "./QuoteDetails";
import { quoteFormKind } from "./quoteFormKind";

/** The quote's part of the shared page and print view. */
export const quoteShowKind = {
  form: quoteFormKind,
  schema: quoteRecordSchema,
  Details: QuoteDetails,
  Document: QuoteDocument,
};

/** /quotes/:id. */
export const QuoteShow = () => <SalesShow kind={quoteShowKind} />;
