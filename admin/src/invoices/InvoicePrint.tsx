import { invoiceRecordSchema, type InvoiceRecord } from "../sales/salesRecords";
import { SalesPrint } from "../sales/SalesPrint";
import { InvoiceDocument } from "./InvoiceDetails";

/** /invoices/:id/print. */
export const InvoicePrint = () => (
  <SalesPrint
    kind="invoice"
    resource="invoices"
    schema={invoiceRecordSchema}
    numberOf={(invoice: InvoiceRecord) => invoice.invoiceNumber}
    Document={InvoiceDocument}
  />
);
