import { invoiceRecordSchema } from "../sales/salesRecords";
import { SalesShow } from "../sales/SalesShow";
import { InvoiceDetails } from "./InvoiceDetails";
import { invoiceFormKind } from "./invoiceFormKind";

/** The invoice's part of the shared page and print view. */
export const invoiceShowKind = {
  form: invoiceFormKind,
  schema: invoiceRecordSchema,
  ownLoadFailure: true,
  Details: InvoiceDetails,
};

/** /invoices/:id. */
export const InvoiceShow = () => <SalesShow kind={invoiceShowKind} />;
