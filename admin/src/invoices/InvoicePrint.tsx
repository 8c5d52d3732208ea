import { frenchDateOrDash, INVOICE_STATE_LABELS, PAYMENT_TERMS_OPTIONS } from "@agency/shared";
import type { InvoiceRecord } from "../sales/salesRecords";
import { SalesPrint } from "../sales/SalesPrint";
import { invoiceShowKind } from "./InvoiceShow";

const paymentTermsLabel = (days: number): string =>
  PAYMENT_TERMS_OPTIONS.find((option) => option.value === days)?.label ?? String(days);

/** What the PDF prints beside the client: number, dates, terms and the quote it comes from. */
const invoiceFacts = (invoice: InvoiceRecord) => [
  ["app.sales.fields.invoice_number", invoice.invoiceNumber || INVOICE_STATE_LABELS.draft] as const,
  ["app.sales.fields.issue_date", frenchDateOrDash(invoice.issueDate)] as const,
  ["app.sales.fields.due_date", frenchDateOrDash(invoice.dueDate)] as const,
  ["app.sales.fields.payment_terms", paymentTermsLabel(invoice.paymentTerms)] as const,
  Boolean(invoice.quote) && (["app.sales.invoice.from_quote", invoice.quote?.quoteNumber] as const),
];

/** /invoices/:id/print. */
export const InvoicePrint = () => <SalesPrint kind={invoiceShowKind} priced="invoice" facts={invoiceFacts} />;
