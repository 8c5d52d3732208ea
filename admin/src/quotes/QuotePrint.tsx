import { SalesPrint } from "../sales/SalesPrint";
import { quoteShowKind } from "./QuoteShow";

/** /quotes/:id/print. */
export const QuotePrint = () => <SalesPrint kind={quoteShowKind} />;
