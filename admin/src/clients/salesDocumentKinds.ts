import { deliveryStatusLabel, invoiceStatusLabel, quoteStatusLabel } from "@agency/shared";

export const SALES_DOCUMENT_KINDS = ["invoice", "quote", "delivery"] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

/** What the client page's recent transactions need of each kind: its screens' base address and status labels. */
export const salesDocumentKinds: Readonly<
  Record<SalesDocumentKind, { path: string; statusLabel: (status: string) => string }>
> = {
  invoice: { path: "/invoices", statusLabel: (status) => invoiceStatusLabel(status) },
  quote: { path: "/quotes", statusLabel: (status) => quoteStatusLabel(status) },
  delivery: { path: "/delivery", statusLabel: (status) => deliveryStatusLabel(status) },
};

/** /invoices/:id, /quotes/:id or /delivery/:id. */
export const salesDocumentPath = (kind: SalesDocumentKind, documentId: string): string =>
  `${salesDocumentKinds[kind].path}/${encodeURIComponent(documentId)}`;
