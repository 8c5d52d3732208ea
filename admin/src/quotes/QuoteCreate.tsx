import { SalesCreate } from "../sales/SalesCreate";
import { quoteFormKind } from "./quoteFormKind";

/** /quotes/create. */
export const QuoteCreate = () => <SalesCreate kind={quoteFormKind} />;
