import { keysOf, labelRecord } from "../labels/options.js";
import type { DocumentKind } from "./numbering.js";

/** An invoice's life as a record: a draft has no number; issued, it is frozen; a credit note for the whole amount cancels it. */
export const INVOICE_STATE_LABELS = labelRecord({
  draft: "Brouillon",
  issued: "Émise",
  cancelled: "Annulée",
});

export const INVOICE_STATES = keysOf(INVOICE_STATE_LABELS);
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Rows saved before states existed are issued invoices. */
export const invoiceState = (state: string | null | undefined): InvoiceState =>
  (INVOICE_STATES as readonly string[]).includes(state ?? "") ? (state as InvoiceState) : "issued";

/** A document's totals, frozen with its lines. */
const TOTALS = ["subtotal", "totalDiscount", "totalTax", "totalAmount"] as const;

/** What an issued invoice (an accepted quote, a delivered note) keeps for ever. */
export const FROZEN_FIELDS: Readonly<Record<DocumentKind, readonly string[]>> = {
  invoice: ["invoiceNumber", "client", "quote", "issueDate", "dueDate", "paymentTerms", "items", ...TOTALS],
  quote: ["quoteNumber", "client", "issueDate", "validUntil", "items", ...TOTALS, "notes", "status"],
  delivery: [
    "deliveryNumber",
    "client",
    "invoice",
    "issueDate",
    "deliveryDate",
    "deliveryAddress",
    "transportInfo",
    "items",
    "notes",
    "status",
  ],
};

/** True when the record is frozen: its fields of FROZEN_FIELDS no longer change, and it is never deleted. */
export function isFrozen(kind: DocumentKind, record: { state?: string | null; status?: string | null }): boolean {
  if (kind === "invoice") return invoiceState(record.state) !== "draft";
  if (kind === "quote") return record.status === "accepted";
  return record.status === "delivered";
}

export const BOOK_MESSAGES = {
  invoiceFrozen:
    "Cette facture est émise : son numéro, son client, ses dates, ses conditions et ses lignes ne changent plus. Pour la corriger, établissez un avoir.",
  invoiceNotDeletable: "Une facture émise ne se supprime pas : pour l'annuler, établissez un avoir.",
  quoteFrozen: "Ce devis est accepté : il ne se modifie plus. Dupliquez-le pour en préparer un autre.",
  quoteNotDeletable: "Un devis accepté ne se supprime pas.",
  deliveryFrozen: "Ce bon de livraison est livré : il ne se modifie plus.",
  deliveryNotDeletable: "Un bon de livraison livré ne se supprime pas.",
  stateChangeRefused: "L'état d'une facture change par son émission ou par un avoir, pas par une modification.",
  alreadyIssued: "Cette facture est déjà émise.",
  cloneRefused:
    "Une pièce du livre (facture, devis, bon de livraison, avoir, paiement, écriture du journal) ne se copie pas : « Dupliquer » prépare une nouvelle facture ou un nouveau devis.",
  linkFromOtherSide:
    "Ce lien se fait depuis l'autre pièce : une facture, un devis, un bon, un avoir ou un paiement nomme lui-même son client, son devis ou sa facture.",
  draftNumbered: "Un brouillon reçoit son numéro à son émission : il ne se numérote pas avant.",
  clientInUse:
    "Ce client ne peut pas être supprimé : des factures, avoirs, devis ou bons de livraison y font référence. Archivez-le plutôt.",
} as const;

export const FROZEN_MESSAGE: Readonly<Record<DocumentKind, string>> = {
  invoice: BOOK_MESSAGES.invoiceFrozen,
  quote: BOOK_MESSAGES.quoteFrozen,
  delivery: BOOK_MESSAGES.deliveryFrozen,
};

export const NOT_DELETABLE_MESSAGE: Readonly<Record<DocumentKind, string>> = {
  invoice: BOOK_MESSAGES.invoiceNotDeletable,
  quote: BOOK_MESSAGES.quoteNotDeletable,
  delivery: BOOK_MESSAGES.deliveryNotDeletable,
};

/** A hand-typed number that does not continue the year's numbering. */
export const numberBehindMessage = (highest: string): string =>
  `Numéro refusé : la numérotation est continue, un numéro saisi à la main doit venir après ${highest}.`;

type Comparable = Record<string, unknown>;

const LINE_FIELDS = ["description", "quantity", "unit", "unitPrice", "discount", "taxRate", "note"] as const;

/** A value in one comparable form: numbers as numbers, days as "YYYY-MM-DD", relations as their documentId, lines by their fields. */
function canonical(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  if (field === "items" && Array.isArray(value)) {
    return value.map((line: Comparable) =>
      LINE_FIELDS.map((name) => {
        const part = line[name];
        if (part === undefined || part === null || part === "") return null;
        return typeof part === "number" || /^-?\d+(\.\d+)?$/.test(String(part)) ? Number(part) : String(part);
      }),
    );
  }
  if (typeof value === "object") {
    const relation = value as { documentId?: unknown };
    return relation.documentId === undefined ? JSON.stringify(value) : String(relation.documentId);
  }
  if (/Date$|validUntil/.test(field)) return String(value).slice(0, 10);
  if (typeof value === "number" || /^-?\d+(\.\d+)?$/.test(String(value))) return Number(value);
  return String(value);
}

/** The frozen fields a change would alter: those present in `change` whose value differs from `current`. */
export function frozenFieldsChanged(kind: DocumentKind, current: Comparable, change: Comparable): string[] {
  return FROZEN_FIELDS[kind].filter(
    (field) =>
      field in change &&
      JSON.stringify(canonical(field, change[field])) !== JSON.stringify(canonical(field, current[field])),
  );
}

/**
 * What a client accepts of a quote: the fields its acceptance freezes, but its status, in one comparable form (lines
 * by their fields, numbers as numbers, days as days). The page the client reads names it, and an answer given to a
 * quote changed since (a line, a total, the notes, a date) is refused: the client reads it again first.
 */
export function answeredContent(quote: Comparable): string {
  return JSON.stringify(
    FROZEN_FIELDS.quote.filter((field) => field !== "status").map((field) => [field, canonical(field, quote[field])]),
  );
}
