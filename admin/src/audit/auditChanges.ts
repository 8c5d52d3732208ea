import {
  CLIENT_TYPE_LABELS,
  DELIVERY_STATUS_LABELS,
  INVOICE_STATE_LABELS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TERMS_LABELS,
  QUOTE_STATUS_LABELS,
  RECURRENCE_FREQUENCY_LABELS,
  VAT_EXEMPTION_REASONS,
  casablancaTimestamp,
  formatDH,
  formatFrenchDate,
  labelFor,
} from "@agency/shared";
import { auditMessages } from "./messages";

/** A changed field as the journal shows it: its French name, before → after. */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/** The words a change is shown with, from the translations. */
export interface ChangeWords {
  empty: string;
  linesChanged: string;
  /** "2 lignes": the lines a record was made with. */
  lineCount: (count: number) => string;
  yes: string;
  no: string;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What entries point to, by documentId: a client's name, an invoice's or a quote's number. */
export type ReferenceNames = Readonly<Record<string, string>>;

/** The relations the journal stores by documentId, and the resource that names them. */
export const REFERENCE_FIELDS = { client: "clients", invoice: "invoices", quote: "quotes" } as const;
export type ReferenceField = keyof typeof REFERENCE_FIELDS;

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * What names a referenced record in the journal: a client's name, an invoice's or a quote's number; an invoice not
 * issued yet (a quote's conversion makes a draft) has no number: it is named as the draft of its day.
 */
export const referenceName = (field: ReferenceField, record: Readonly<Record<string, unknown>>): string | undefined => {
  if (field === "client") return text(record.name);
  if (field === "quote") return text(record.quoteNumber);
  const draftDay = record.state === "draft" ? text(record.issueDate) : undefined;
  return (
    text(record.invoiceNumber) ??
    (draftDay && isDay(draftDay) ? `${INVOICE_STATE_LABELS.draft} du ${formatFrenchDate(draftDay)}` : undefined)
  );
};

const MONEY_FIELDS = new Set([
  "amount",
  "amountDue",
  "totalAmount",
  "deductedAmount",
  "subtotal",
  "totalTax",
  "totalDiscount",
]);
/** Calendar days, stored as "2026-11-27". */
const DAY_FIELDS = new Set([
  "date",
  "day",
  "deliveryDate",
  "dueDate",
  "endDate",
  "issueDate",
  "nextDate",
  "settledOn",
  "startDate",
  "validUntil",
]);
/** Instants stored as ISO text (a client link's end and revocation, a quote's answer), shown on Casablanca's clock. */
const INSTANT_FIELDS = new Set(["answeredAt", "expiresAt", "revokedAt"]);

/** Coded values, shown with the words the screens use for them. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  frequency: RECURRENCE_FREQUENCY_LABELS,
  method: PAYMENT_METHOD_LABELS,
  paymentTerms: PAYMENT_TERMS_LABELS,
  state: INVOICE_STATE_LABELS,
  type: CLIENT_TYPE_LABELS,
  vatExemption: Object.fromEntries(VAT_EXEMPTION_REASONS.map((reason) => [reason.id, reason.text])),
};
/** A status means one set of words per kind of document. */
const STATUS_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  invoices: INVOICE_STATUS_LABELS,
  quotes: QUOTE_STATUS_LABELS,
  deliveries: DELIVERY_STATUS_LABELS,
};

const FIELD_NAMES: Readonly<Record<string, string>> = auditMessages.field_names;
const FIELD_NAMES_BY_RESOURCE: Readonly<Record<string, Readonly<Record<string, string>>>> =
  auditMessages.field_names_by_resource;

const shownText = (field: string, value: string, references: ReferenceNames): string | undefined => {
  if (DAY_FIELDS.has(field) && isDay(value)) return formatFrenchDate(value);
  if (INSTANT_FIELDS.has(field) && !Number.isNaN(Date.parse(value))) return casablancaTimestamp(value);
  if (field in REFERENCE_FIELDS) return references[value] ?? value;
  // "<retainer>:<day>": the retainer is the invoice's own page; its day is what a reader looks for.
  if (field === "recurrenceKey") {
    const day = value.slice(value.lastIndexOf(":") + 1);
    return isDay(day) ? formatFrenchDate(day) : value;
  }
  return undefined;
};

const shown = (
  resource: string,
  field: string,
  value: unknown,
  words: ChangeWords,
  references: ReferenceNames,
): string => {
  if (value === null || value === undefined || value === "") return words.empty;
  if (Array.isArray(value)) return words.linesChanged;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (MONEY_FIELDS.has(field) && !Number.isNaN(Number(value))) return formatDH(Number(value));
  if (typeof value === "object") return JSON.stringify(value);
  const text = typeof value === "string" ? shownText(field, value, references) : undefined;
  if (text !== undefined) return text;
  const labels = field === "status" ? STATUS_LABELS[resource] : VALUE_LABELS[field];
  return labels ? labelFor(labels, String(value)) : String(value);
};

/** A field's French name: the resource's own where one stored name means something else there. */
export const fieldName = (resource: string, field: string): string =>
  FIELD_NAMES_BY_RESOURCE[resource]?.[field] ?? FIELD_NAMES[field] ?? field;

const pairs = (changes: unknown): Array<[string, [unknown, unknown]]> =>
  changes && typeof changes === "object"
    ? Object.entries(changes as Record<string, unknown>).flatMap(([field, pair]) =>
        Array.isArray(pair) && pair.length === 2
          ? [[field, pair as [unknown, unknown]] as [string, [unknown, unknown]]]
          : [],
      )
    : [];

/** An entry's `changes` ({ field: [before, after] }) as lines to show, in the journal's order. */
export const changeLines = (
  resource: string,
  changes: unknown,
  words: ChangeWords,
  references: ReferenceNames = {},
): ChangeLine[] =>
  pairs(changes).map(([field, [before, after]]) => ({
    field: fieldName(resource, field),
    before: shown(resource, field, before, words, references),
    // Lines where there were none are counted; lines changed are only said to be (the record's page shows them).
    after:
      Array.isArray(after) && (before === null || before === undefined)
        ? words.lineCount(after.length)
        : shown(resource, field, after, words, references),
  }));

/** The actions that record something made (a record, a payment, a credit note): what it was made with is news. */
const MAKING_ACTIONS: ReadonlySet<string> = new Set(["create", "payment", "credit-note"]);

/**
 * An entry's lines in one line of French: "Statut : Non payée → Payée · Montant : — → 1 200,00 DH". What an entry
 * makes had nothing before: those lines say what it was made with ("Client : Atlas Print · Date : 19/01/2025"), and
 * its empty fields are left out; a change the same entry makes to what was there keeps its arrow.
 */
export const changeText = (lines: ChangeLine[], { action, empty }: { action: string; empty: string }): string => {
  const making = MAKING_ACTIONS.has(action);
  return lines
    .filter((line) => !making || line.before !== empty || line.after !== empty)
    .map((line) =>
      making && line.before === empty
        ? `${line.field} : ${line.after}`
        : `${line.field} : ${line.before} → ${line.after}`,
    )
    .join(" · ");
};

/** The documentIds an entry's `changes` hold in one relation field, before and after, once each. */
export const referencedIds = (changes: unknown, field: ReferenceField): string[] => {
  const pair: readonly unknown[] = pairs(changes).find(([name]) => name === field)?.[1] ?? [];
  const ids = pair.filter((value): value is string => typeof value === "string" && value !== "");
  return [...new Set(ids)];
};
