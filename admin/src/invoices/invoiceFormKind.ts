import { invoiceSchema, type InvoiceData } from "@agency/shared";
import type { SalesFormKind } from "../sales/salesFormKind";
import type { InvoiceRecord } from "../sales/salesRecords";
import { invoiceFormValues, invoicePayload, newInvoiceValues, type InvoiceFormValues } from "./invoiceForm";
import { InvoiceInputs } from "./InvoiceInputs";

/** The invoice's part of the shared create and edit screens. */
export const invoiceFormKind: SalesFormKind<InvoiceFormValues, InvoiceData, InvoiceRecord> = {
  kind: "invoice",
  resource: "invoices",
  numberField: "invoiceNumber",
  schema: invoiceSchema,
  toPayload: invoicePayload,
  newValues: newInvoiceValues,
  formValues: invoiceFormValues,
  numberOf: (invoice) => invoice.invoiceNumber,
  Inputs: InvoiceInputs,
};
