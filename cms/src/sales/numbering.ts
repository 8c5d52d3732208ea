import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  DOCUMENT_PREFIX,
  formatDocumentNumber,
  MESSAGES,
  numberBehindMessage,
  parseDocumentNumber,
  todayInMorocco,
  type NumberedKind,
} from "@agency/shared";
import { ConflictError } from "./conflict";
import type { SalesKind } from "./kinds";
import { underLock, type Knex } from "../utils/database";

/** What numbering needs of a collection: sales documents and credit notes. */
export type Numbered = Pick<SalesKind, "uid" | "table" | "numberColumn" | "conflict"> & {
  kind: NumberedKind;
  numberField: string;
};

/** Raised when a number is already taken: 409. */
export class NumberTakenError extends ConflictError {}

const yearPrefix = (kind: Numbered, year: number) =>
  `${DOCUMENT_PREFIX[kind.kind]}-${String(year % 100).padStart(2, "0")}-`;

/** Highest sequence of the year, read by the database (no rows loaded into Node); numbers that are not digits after the prefix are not counted. */
async function highestSequence(strapi: Core.Strapi, kind: Numbered, year: number, trx: Knex.Transaction) {
  const knex = strapi.db.connection;
  const prefix = yearPrefix(kind, year);
  const column = kind.numberColumn;
  const from = prefix.length + 1;
  const digitsOnly =
    strapi.db.dialect.client === "postgres"
      ? knex.raw("SUBSTR(??, ?) ~ '^[0-9]+$'", [column, from])
      : knex.raw("SUBSTR(??, ?) <> '' AND SUBSTR(??, ?) NOT GLOB '*[^0-9]*'", [column, from, column, from]);
  const query = knex(kind.table)
    .where(column, "like", `${prefix}%`)
    .andWhere(digitsOnly)
    .max({ seq: knex.raw("CAST(SUBSTR(??, ?) AS INTEGER)", [column, from]) })
    .transacting(trx);
  const [row] = await query;
  return Number(row?.seq ?? 0);
}

/**
 * The year's highest sequence, read inside the caller's transaction (Strapi's, whichever path opened it: on SQLite's
 * single connection a query beside it would wait for ever) once that transaction holds the kind's numbering for the
 * year, until it ends (PostgreSQL's advisory lock; SQLite runs one write at a time): writers that number at once,
 * whatever their path (the API, Strapi's panel, a script, two processes), take their numbers one after the other,
 * each reading the one before, so none is refused for a number another took meanwhile.
 */
const heldHighest = (strapi: Core.Strapi, kind: Numbered, year: number) =>
  underLock(strapi, `numbering:${yearPrefix(kind, year)}`, (trx) => highestSequence(strapi, kind, year, trx));

/** The numbering year is Casablanca's: an invoice made at 00:30 on 1 January there belongs to the new year. */
const moroccanYear = (now: Date) => Number(todayInMorocco(now).slice(0, 4));

export async function nextNumber(strapi: Core.Strapi, kind: Numbered, now = new Date()): Promise<string> {
  const year = moroccanYear(now);
  const highest = await heldHighest(strapi, kind, year);
  return formatDocumentNumber(kind.kind, year, highest + 1);
}

const FORMAT_MESSAGES: Readonly<Record<NumberedKind, string>> = {
  invoice: MESSAGES.invoiceNumber,
  quote: MESSAGES.quoteNumber,
  delivery: MESSAGES.deliveryNumber,
  creditNote: MESSAGES.creditNoteNumber,
};

/**
 * A number typed by hand keeps the numbering continuous: of the kind's format
 * (400; the API's schemas say so first, this holds for the panel and scripts),
 * not one already used (409, the spec's message), nor one below the highest of
 * its year (409). Runs inside the write's transaction when there is one.
 */
export async function checkHandNumber(strapi: Core.Strapi, kind: Numbered, number: string): Promise<void> {
  const parsed = parseDocumentNumber(kind.kind, number);
  if (!parsed) {
    const message = FORMAT_MESSAGES[kind.kind];
    throw new errors.ValidationError(message, { errors: { [kind.numberField]: message } });
  }
  const year = 2000 + parsed.year2;
  const highest = await heldHighest(strapi, kind, year);
  const taken = await strapi.db.query(kind.uid).findOne({ where: { [kind.numberField]: number }, select: ["id"] });
  if (taken) throw new NumberTakenError(kind.conflict, { errors: { [kind.numberField]: kind.conflict } });
  if (parsed.sequence <= highest) {
    const message = numberBehindMessage(formatDocumentNumber(kind.kind, year, highest));
    throw new ConflictError(message, { errors: { [kind.numberField]: message } });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!candidate) return false;
  if (candidate.code === "23505" || candidate.code === "SQLITE_CONSTRAINT_UNIQUE") return true;
  if (/UNIQUE constraint failed|duplicate key value/i.test(candidate.message ?? "")) return true;
  return candidate.cause ? isUniqueViolation(candidate.cause) : false;
}

/**
 * Saves a new document under its hand-given number (409 if taken), or under the next number of the year, read and
 * used in one transaction that holds the year's numbering (see heldHighest).
 */
export async function createNumbered<T>(
  strapi: Core.Strapi,
  kind: Numbered,
  givenNumber: string | null | undefined,
  create: (number: string) => Promise<T>,
): Promise<T> {
  if (givenNumber) {
    try {
      return await strapi.db.transaction(() => create(givenNumber));
    } catch (error) {
      if (isUniqueViolation(error)) throw new NumberTakenError(kind.conflict);
      throw error;
    }
  }
  return strapi.db.transaction(async () => create(await nextNumber(strapi, kind)));
}
