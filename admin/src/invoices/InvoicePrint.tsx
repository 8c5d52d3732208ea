import { SalesPrint } from "../sales/SalesPrint";
import { invoiceShowKind } from "./InvoiceShow";

/** /invoices/:id/print. */
export const InvoicePrint = () => <SalesPrint kind={invoiceShowKind} />;
