import {
  AUDIT_ACTION_LABELS,
  casablancaTimestamp,
  formatFrenchDate,
  type AuditAction,
  type AuditResource,
} from "@agency/shared";
import type { Identifier, RaRecord, TranslateFunction } from "react-admin";
import type { SharedResource } from "../providers/shareMethods";

/** Where the journal files a document's entries (its `resource`). */
export const journalResources: Record<SharedResource, AuditResource> = {
  invoices: "invoices",
  quotes: "quotes",
  creditNotes: "credit-notes",
};

/** The journal's actions that concern the client: what was sent, the link, its openings, a quote's answer. */
export const CLIENT_HISTORY_ACTIONS = [
  "mail",
  "reminder",
  "share",
  "share-revoked",
  "view",
  "accept",
  "reject",
] as const satisfies readonly AuditAction[];

/** The client's own acts on the site's page: the journal records them without a user. */
const CLIENT_ACTS = new Set<unknown>(["view", "accept", "reject"]);

const KEYS = "app.documents.history";

/** One entry as the client history's table shows it. */
export interface ClientHistoryRow {
  id: Identifier;
  /** "24/11/2026 19:30:05", Casablanca's clock. */
  at: string;
  /** What happened: "Envoyé à compta@client.ma", "Accepté par Nadia Alaoui"… */
  event: string;
  /** A second line: the mail's copies, the client's comment or reason; empty without. */
  detail: string;
  /** The staff member, else the client (its own acts) or the system (a script, the recurring job). */
  by: string;
}

/** A field's value after the change, from the entry's `{ field: [before, after] }`, as text; lists comma-separated. */
const after = (changes: unknown, field: string): string => {
  const pair: unknown = changes && typeof changes === "object" ? (changes as Record<string, unknown>)[field] : null;
  const value: unknown = Array.isArray(pair) ? pair[1] : null;
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value : "";
};

type Wording = Pick<ClientHistoryRow, "event" | "detail">;

/** The sentence of one entry, by its action; an action this table does not know keeps the journal's label. */
const wording = (action: unknown, changes: unknown, translate: TranslateFunction): Wording => {
  const quoted = (key: string, text: string) => (text ? translate(`${KEYS}.${key}`, { text }) : "");
  switch (action) {
    case "mail":
    case "reminder": {
      const to = after(changes, "to");
      const cc = after(changes, "cc");
      return {
        event: to ? translate(`${KEYS}.${action}`, { to }) : AUDIT_ACTION_LABELS[action],
        detail: cc ? translate(`${KEYS}.cc`, { addresses: cc }) : "",
      };
    }
    case "share": {
      const expiresAt = after(changes, "expiresAt");
      return {
        event: expiresAt
          ? translate(`${KEYS}.share`, { date: formatFrenchDate(expiresAt) })
          : AUDIT_ACTION_LABELS.share,
        detail: "",
      };
    }
    case "view":
      return { event: translate(`${KEYS}.view`), detail: "" };
    case "accept": {
      const name = after(changes, "name");
      return {
        event: name ? translate(`${KEYS}.accept`, { name }) : translate(`${KEYS}.accept_unnamed`),
        detail: quoted("comment", after(changes, "comment")),
      };
    }
    case "reject":
      return { event: translate(`${KEYS}.reject`), detail: quoted("reason", after(changes, "reason")) };
    default:
      return { event: AUDIT_ACTION_LABELS[action as AuditAction] ?? String(action), detail: "" };
  }
};

/** The journal's client-facing entries of a document as rows, in the order given (the screen asks newest first). */
export const clientHistoryRows = (entries: readonly RaRecord[], translate: TranslateFunction): ClientHistoryRow[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: casablancaTimestamp(String(entry.at)),
    ...wording(entry.action, entry.changes, translate),
    by:
      typeof entry.user === "string" && entry.user !== ""
        ? entry.user
        : translate(CLIENT_ACTS.has(entry.action) ? `${KEYS}.client` : "app.audit.system"),
  }));
