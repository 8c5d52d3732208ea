import { quoteRecordSchema, type QuoteRecord } from "../sales/salesRecords";
import { SalesPrint } from "../sales/SalesPrint";
import { QuoteDocument } from "./QuoteDetails";

/** /quotes/:id/print. */
export const QuotePrint = () => (
  <SalesPrint
    kind="quote"
    resource="quotes"
    schema={quoteRecordSchema}
    numberOf={(quote: QuoteRecord) => quote.quoteNumber}
    Document={QuoteDocument}
  />
);
