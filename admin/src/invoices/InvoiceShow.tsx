import { invoiceRecordSchema } from "../sales/salesRecords";
import { SalesShow } from "../sales/SalesShow";
import { InvoiceDetails } from "./InvoiceDetails";
import { invoiceFormKind } from "./invoiceFormKind";

const invoiceShowKind = {
  form: invoiceFormKind,
  schema: invoiceRecordSchema,
  ownLoadFailure: true,
  Details: InvoiceDetails,
};

/** /invoices/:id. */
export const InvoiceShow = () => <SalesShow kind={invoiceShowKind} />;
