import { frenchDateOrDash } from "@agency/shared";
import type { QuoteRecord } from "../sales/salesRecords";
import { SalesPrint } from "../sales/SalesPrint";
import { quoteShowKind } from "./QuoteShow";

/** What the PDF prints beside the client: number and dates. */
const quoteFacts = (quote: QuoteRecord) => [
  ["app.sales.fields.quote_number", quote.quoteNumber] as const,
  ["app.sales.fields.issue_date", frenchDateOrDash(quote.issueDate)] as const,
  ["app.sales.fields.valid_until", frenchDateOrDash(quote.validUntil)] as const,
];

/** /quotes/:id/print. */
export const QuotePrint = () => <SalesPrint kind={quoteShowKind} priced="quote" facts={quoteFacts} />;
