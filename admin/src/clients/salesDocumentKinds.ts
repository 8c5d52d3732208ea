import { deliveryStatusLabel, invoiceStatusLabel, quoteStatusLabel } from "@agency/shared";

export const SALES_DOCUMENT_KINDS = ["invoice", "quote", "delivery"] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

interface SalesDocumentKindInfo {
  /** react-admin resource name. */
  resource: "invoices" | "quotes" | "delivery";
  /** The record's number field, e.g. "FA-26-0042". */
  numberField: "invoiceNumber" | "quoteNumber" | "deliveryNumber";
  /** The screens' base address. */
  path: "/invoices" | "/quotes" | "/delivery";
  /** Delivery notes carry no amount (spec 001, point 3). */
  hasAmount: boolean;
  statusLabel: (status: string) => string;
}

/** What the client page needs of each kind of sales document it lists. */
export const salesDocumentKinds: Readonly<Record<SalesDocumentKind, SalesDocumentKindInfo>> = {
  invoice: {
    resource: "invoices",
    numberField: "invoiceNumber",
    path: "/invoices",
    hasAmount: true,
    statusLabel: (status) => invoiceStatusLabel(status),
  },
  quote: {
    resource: "quotes",
    numberField: "quoteNumber",
    path: "/quotes",
    hasAmount: true,
    statusLabel: (status) => quoteStatusLabel(status),
  },
  delivery: {
    resource: "delivery",
    numberField: "deliveryNumber",
    path: "/delivery",
    hasAmount: false,
    statusLabel: (status) => deliveryStatusLabel(status),
  },
};

/** /invoices/:id, /quotes/:id or /delivery/:id. */
export const salesDocumentPath = (kind: SalesDocumentKind, documentId: string): string =>
  `${salesDocumentKinds[kind].path}/${encodeURIComponent(documentId)}`;

/**
 * The create screen, with the client chosen in advance for invoices and quotes. A delivery
 * note starts from an invoice, whose client it takes, so its address carries no client.
 */
export const newSalesDocumentPath = (kind: SalesDocumentKind, clientId: string): string =>
  kind === "delivery"
    ? "/delivery/create"
    : `${salesDocumentKinds[kind].path}/create?client=${encodeURIComponent(clientId)}`;
