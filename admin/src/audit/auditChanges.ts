import { formatDH } from "@agency/shared";

/** A changed field as the journal shows it: its French name, before → after. */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const MONEY_FIELDS = new Set(["amount", "totalAmount", "subtotal", "totalTax", "totalDiscount"]);
/** Instants the journal stores as ISO text (a client link's end and revocation), shown on Casablanca's clock. */
const INSTANT_FIELDS = new Set(["expiresAt", "revokedAt"]);

const shown = (field: string, value: unknown, empty: string, linesChanged: string): string => {
  if (value === null || value === undefined || value === "") return empty;
  if (Array.isArray(value)) return linesChanged;
  if (MONEY_FIELDS.has(field) && !Number.isNaN(Number(value))) return formatDH(Number(value));
  if (INSTANT_FIELDS.has(field) && typeof value === "string" && !Number.isNaN(Date.parse(value)))
    return formatAuditTime(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/** The entry's `changes` ({ field: [before, after] }) as lines to show, in the journal's order. */
export const changeLines = (
  changes: unknown,
  names: Readonly<Record<string, string>>,
  words: { empty: string; linesChanged: string },
): ChangeLine[] => {
  if (!changes || typeof changes !== "object") return [];
  return Object.entries(changes as Record<string, unknown>).flatMap(([field, pair]) => {
    if (!Array.isArray(pair) || pair.length !== 2) return [];
    const [before, after] = pair as [unknown, unknown];
    return [
      {
        field: names[field] ?? field,
        before: shown(field, before, words.empty, words.linesChanged),
        after: shown(field, after, words.empty, words.linesChanged),
      },
    ];
  });
};

const moroccanTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Casablanca",
  dateStyle: "short",
  timeStyle: "medium",
});

/** "24/11/2026 19:30:05", Casablanca's clock. */
export const formatAuditTime = (iso: string): string => moroccanTime.format(new Date(iso));
