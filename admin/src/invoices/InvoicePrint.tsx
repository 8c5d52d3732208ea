import { formatRib, frenchDateOrDash, INVOICE_STATE_LABELS, PAYMENT_TERMS_OPTIONS } from "@agency/shared";
import type { CompanyDetails } from "../delivery/deliveryAnswers";
import type { InvoiceRecord } from "../sales/salesRecords";
import { SalesPrint } from "../sales/SalesPrint";
import { invoiceShowKind } from "./InvoiceShow";

const paymentTermsLabel = (days: number): string =>
  PAYMENT_TERMS_OPTIONS.find((option) => option.value === days)?.label ?? String(days);

/** What the PDF prints beside the client: number, dates, terms, the quote it comes from and where to pay. */
const invoiceFacts = (invoice: InvoiceRecord, company: CompanyDetails | null) => [
  ["app.sales.fields.invoice_number", invoice.invoiceNumber || INVOICE_STATE_LABELS.draft] as const,
  ["app.sales.fields.issue_date", frenchDateOrDash(invoice.issueDate)] as const,
  ["app.sales.fields.due_date", frenchDateOrDash(invoice.dueDate)] as const,
  ["app.sales.fields.payment_terms", paymentTermsLabel(invoice.paymentTerms)] as const,
  Boolean(invoice.quote) && (["app.sales.invoice.from_quote", invoice.quote?.quoteNumber] as const),
  Boolean(company?.rib) && (["app.sales.invoice.rib", formatRib(company!.rib)] as const),
];

/** /invoices/:id/print. */
export const InvoicePrint = () => <SalesPrint kind={invoiceShowKind} priced="invoice" facts={invoiceFacts} />;
