import type { AuditResource } from "@agency/shared";
import type { Identifier, RaRecord } from "react-admin";
import { formatAuditTime } from "../audit/auditChanges";
import type { MailedResource } from "../providers/mailMethods";

/** Where the journal files a document's sendings (its `resource`). */
export const journalResources: Record<MailedResource, AuditResource> = {
  invoices: "invoices",
  quotes: "quotes",
  creditNotes: "credit-notes",
};

/** One sending as the "Envois" table shows it. */
export interface MailingRow {
  id: Identifier;
  /** "24/11/2026 19:30:05", Casablanca's clock. */
  at: string;
  to: string;
  /** The copies, comma-separated; empty without any. */
  cc: string;
  by: string;
}

/** A field's value after the change, from the entry's `{ field: [before, after] }`; the copies are one text or a list. */
const sentTo = (changes: unknown, field: "to" | "cc"): string => {
  const pair: unknown = changes && typeof changes === "object" ? (changes as Record<string, unknown>)[field] : null;
  const after: unknown = Array.isArray(pair) ? pair[1] : null;
  if (Array.isArray(after)) return after.join(", ");
  return typeof after === "string" ? after : "";
};

/** The journal's "mail" entries of a document as rows; `system` names an entry without author (a script). */
export const mailingRows = (entries: readonly RaRecord[], system: string): MailingRow[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: formatAuditTime(String(entry.at)),
    to: sentTo(entry.changes, "to"),
    cc: sentTo(entry.changes, "cc"),
    by: typeof entry.user === "string" && entry.user !== "" ? entry.user : system,
  }));
