import type { PrintedTotalRow } from "../labels/printed.js";
import { frenchDateOrDash } from "./dates.js";

/**
 * The client's side of a document: a secret link per invoice, quote or credit note (`/d/<token>` on the site),
 * what the site's page shows of the document, and when a quote may still be answered.
 */

/** How long a share link works when the settings say nothing. */
export const SHARE_LINK_DEFAULT_DAYS = 90;
export const SHARE_LINK_MAX_DAYS = 365;

export type SharedKind = "invoice" | "quote" | "creditNote";

/** Why a quote cannot be accepted or refused now; null when it can. */
export type QuoteAnswerBlock = "draft" | "expired" | "accepted" | "rejected" | "converted";

/** The stored facts that decide it. */
export interface AnswerableQuote {
  status: string;
  /** "2026-12-31": the last day the quote may be accepted. */
  validUntil: string | null | undefined;
  /** An invoice was already made from it. */
  converted: boolean;
}

/** The quote's last valid day is behind Casablanca's `today` (a quote without one is past it). */
const validityPassed = (validUntil: string | null | undefined, today: string): boolean =>
  !validUntil || validUntil.slice(0, 10) < today;

/**
 * A quote may be answered once, while sent, not converted, and until its validity's last day (Casablanca's
 * `today`); the first reason that forbids it otherwise.
 */
export function quoteAnswerBlock(quote: AnswerableQuote, today: string): QuoteAnswerBlock | null {
  if (quote.converted) return "converted";
  if (quote.status === "accepted" || quote.status === "rejected") return quote.status;
  if (quote.status !== "sent") return "draft";
  if (validityPassed(quote.validUntil, today)) return "expired";
  return null;
}

/**
 * A quote still waiting for its answer (a draft, or sent) past its last valid day: the client can no longer
 * accept it from its link, and the back-office says so.
 */
export function isQuoteExpired(quote: { status: string; validUntil?: string | null }, today: string): boolean {
  return (quote.status === "draft" || quote.status === "sent") && validityPassed(quote.validUntil, today);
}

/**
 * Why a quote may not be mailed to its client now (French, for a 409), or null. Past its validity, the link the mail
 * carries could no longer be answered: a draft's date is moved first, a sent quote is duplicated into a new offer.
 */
export function quoteMailRefusal(quote: { status: string; validUntil?: string | null }, today: string): string | null {
  if (!isQuoteExpired(quote, today)) return null;
  const date = frenchDateOrDash(quote.validUntil);
  return quote.status === "draft"
    ? `La date de validité de ce devis (${date}) est passée : modifiez-la avant de l'envoyer.`
    : `Ce devis était valable jusqu'au ${date} : le client ne pourrait plus l'accepter depuis son lien. Dupliquez-le pour lui refaire cette offre.`;
}

/** What the client sees of a document's life: its sendings, its consultations, its answer. */
export type ClientEvent = "sent" | "viewed" | "accepted" | "rejected";

export interface ClientHistoryEntry {
  event: ClientEvent;
  /** ISO date-time. */
  at: string;
  /** Who accepted or refused (as they signed), else null. */
  name: string | null;
}

/** A quote's answer given on the site. */
export interface QuoteAnswer {
  decision: "accepted" | "rejected";
  /** ISO date-time. */
  at: string;
  /** The full name signed under "Bon pour accord"; null for a refusal. */
  name: string | null;
  /** The acceptance's comment or the refusal's reason. */
  comment: string | null;
}

/**
 * `GET /api/public/documents/:token` (the site's server only): one document as issued, its texts in French as
 * its PDF prints them, ready to show; the site adds only its own words around it.
 */
export interface PublicDocument {
  kind: SharedKind;
  /** "Facture", "Devis", "Avoir". */
  title: string;
  number: string;
  /** invoice: unpaid | partial | paid; quote: draft | sent | accepted | rejected; credit note: null. */
  status: string | null;
  /** The status as the PDF prints it ("Payée", "Approuvé"…), null for a credit note. */
  statusLabel: string | null;
  /** The title block as printed: "Date" → "26/11/2026", "Échéance", "Valable jusqu'au", "Facture corrigée". */
  facts: Array<{ label: string; value: string }>;
  company: {
    name: string;
    /** Address, phone, e-mail, website: those set. */
    lines: string[];
    /** The legal mentions of the footer (ICE, IF, RC…), as printed. */
    legal: string[];
    /** The 24-digit RIB to pay by transfer, from settings; null when not set. */
    rib: string | null;
  };
  client: {
    name: string;
    /** Contact, address, ICE… as the PDF's client box prints them. */
    lines: string[];
  };
  /** The PDF's right-hand box: payment terms, validity, corrected invoice… */
  conditions: { title: string; lines: string[] };
  /** Priced lines, amounts HT, formatted as printed. */
  lines: Array<{
    description: string;
    quantity: string;
    unitPrice: string;
    discount: string;
    taxRate: string;
    amount: string;
  }>;
  /** The column headers of `lines`, in order (description first). */
  lineHeaders: readonly string[];
  totals: PrintedTotalRow[];
  inWords: { lead: string; words: string };
  notes: string | null;
  /** Invoices: what is left to pay, formatted ("1 200,00 DH"); null for the other kinds. */
  amountDue: string | null;
  /** The same in dirhams; 0 once paid; null for the other kinds. */
  amountDueValue: number | null;
  /** Oldest first. */
  history: ClientHistoryEntry[];
  /** A quote's answer given on the site, if any. */
  answer: QuoteAnswer | null;
  /** Quotes: why it cannot be answered now, null when it can; other kinds: null with `canAnswer` false. */
  answerBlock: QuoteAnswerBlock | null;
  canAnswer: boolean;
  /** Quotes: what the client reads, as a fingerprint the answer sends back (see answeredContent); null otherwise. */
  version: string | null;
  /** When the link stops working (ISO date-time). */
  linkExpiresAt: string;
}

/** `POST /api/<invoices|quotes|credit-notes>/:id/share` (admin): the new link, shown once, and its end. */
export interface ShareLinkCreated {
  url: string;
  expiresAt: string;
}

/** `GET /api/<collection>/:id/share` (admin): whether a link works now; its token is never readable again. */
export interface ShareLinkState {
  active: boolean;
  createdAt: string | null;
  expiresAt: string | null;
}
