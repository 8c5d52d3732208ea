import { DELIVERY_STATUSES, type DeliveryStatus } from "../labels/deliveries.js";
import { INVOICE_STATUSES, type InvoiceStatus } from "../labels/invoices.js";
import { QUOTE_STATUSES, type QuoteStatus } from "../labels/quotes.js";
import type { DocumentKind } from "./numbering.js";

/** Status type of each kind of sales document. */
export type DocumentStatus = {
  invoice: InvoiceStatus;
  quote: QuoteStatus;
  delivery: DeliveryStatus;
};

type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

// Payment state follows reality (a payment may be cancelled), so any move is allowed.
const INVOICE_TRANSITIONS: TransitionTable<InvoiceStatus> = {
  unpaid: ["partial", "paid"],
  partial: ["unpaid", "paid"],
  paid: ["unpaid", "partial"],
};

// A quote must be sent before the client can accept or reject it; answers are final.
const QUOTE_TRANSITIONS: TransitionTable<QuoteStatus> = {
  draft: ["sent"],
  sent: ["accepted", "rejected"],
  accepted: [],
  rejected: [],
};

// Delivered and cancelled notes are final: they document what physically happened.
const DELIVERY_TRANSITIONS: TransitionTable<DeliveryStatus> = {
  draft: ["sent", "cancelled"],
  sent: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

const TABLES: { readonly [K in DocumentKind]: TransitionTable<DocumentStatus[K]> } = {
  invoice: INVOICE_TRANSITIONS,
  quote: QUOTE_TRANSITIONS,
  delivery: DELIVERY_TRANSITIONS,
};

const STATUSES: { readonly [K in DocumentKind]: readonly string[] } = {
  invoice: INVOICE_STATUSES,
  quote: QUOTE_STATUSES,
  delivery: DELIVERY_STATUSES,
};

export function isDocumentStatus<K extends DocumentKind>(kind: K, value: unknown): value is DocumentStatus[K] {
  return typeof value === "string" && STATUSES[kind].includes(value);
}

/** Statuses reachable in one step from `from` (empty for final or unknown statuses). */
export function nextStatuses<K extends DocumentKind>(kind: K, from: string): ReadonlyArray<DocumentStatus[K]> {
  if (!isDocumentStatus(kind, from)) {
    return [];
  }
  const table: Readonly<Record<string, readonly DocumentStatus[K][]>> = TABLES[kind];
  return table[from] ?? [];
}

/**
 * Whether a document may go from one status to another. Keeping the same
 * status is allowed (saving a document without changing it); unknown statuses
 * never are. Statuses are typed as strings because they come from requests.
 */
export function canTransition(kind: DocumentKind, from: string, to: string): boolean {
  if (!isDocumentStatus(kind, from) || !isDocumentStatus(kind, to)) {
    return false;
  }
  return from === to || (nextStatuses(kind, from) as readonly string[]).includes(to);
}
