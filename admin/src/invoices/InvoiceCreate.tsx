import { SalesCreate } from "../sales/SalesCreate";
import { invoiceFormKind } from "./invoiceFormKind";

/** /invoices/create. */
export const InvoiceCreate = () => <SalesCreate kind={invoiceFormKind} />;
