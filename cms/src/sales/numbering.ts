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
import type { Knex } from "../utils/database";

/** What numbering needs of a collection: sales documents and credit notes. */
export type Numbered = Pick<SalesKind, "uid" | "table" | "numberColumn" | "conflict"> & {
  kind: NumberedKind;
  numberField: string;
};

/** Raised when a number is already taken: 409. */
export class NumberTakenError extends ConflictError {}

/** Raised when a hand-typed number would go back in the year's numbering: 409. */
export class NumberBehindError extends ConflictError {}

const yearPrefix = (kind: Numbered, year: number) =>
  `${DOCUMENT_PREFIX[kind.kind]}-${String(year % 100).padStart(2, "0")}-`;

/** Highest sequence of the year, read by the database (no rows loaded into Node); numbers that are not digits after the prefix are not counted. */
async function highestSequence(
  strapi: Core.Strapi,
  kind: Numbered,
  year: number,
  trx?: Knex.Transaction,
): Promise<number> {
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
    .max({ seq: knex.raw("CAST(SUBSTR(??, ?) AS INTEGER)", [column, from]) });
  if (trx) query.transacting(trx);
  const [row] = await query;
  return Number(row?.seq ?? 0);
}

/** The numbering year is Casablanca's: an invoice made at 00:30 on 1 January there belongs to the new year. */
const moroccanYear = (now: Date) => Number(todayInMorocco(now).slice(0, 4));

export async function nextNumber(
  strapi: Core.Strapi,
  kind: Numbered,
  now = new Date(),
  trx?: Knex.Transaction,
): Promise<string> {
  const year = moroccanYear(now);
  // Inside the caller's transaction when there is one: on SQLite's single connection a query beside it would wait for ever.
  const highest = await strapi.db.transaction(({ trx: ambient }: { trx: Knex.Transaction }) =>
    highestSequence(strapi, kind, year, trx ?? ambient),
  );
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
  const taken = await strapi.db.query(kind.uid).findOne({ where: { [kind.numberField]: number }, select: ["id"] });
  if (taken) throw new NumberTakenError(kind.conflict, { errors: { [kind.numberField]: kind.conflict } });
  const year = 2000 + parsed.year2;
  const highest = await strapi.db.transaction(({ trx }: { trx: Knex.Transaction }) =>
    highestSequence(strapi, kind, year, trx),
  );
  if (parsed.sequence <= highest) {
    const message = numberBehindMessage(formatDocumentNumber(kind.kind, year, highest));
    throw new NumberBehindError(message, { errors: { [kind.numberField]: message } });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!candidate) return false;
  if (candidate.code === "23505" || candidate.code === "SQLITE_CONSTRAINT_UNIQUE") return true;
  if (/UNIQUE constraint failed|duplicate key value/i.test(candidate.message ?? "")) return true;
  return candidate.cause ? isUniqueViolation(candidate.cause) : false;
}

const MAX_ATTEMPTS = 40;

/**
 * Runs `write` again while another writer took the number it chose meanwhile
 * (seen by the unique index or by the forward-only check), after a short
 * random pause: the loser takes the next number. Any other error is thrown.
 */
export async function retryOnNumberRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const raced = isUniqueViolation(error) || error instanceof NumberTakenError || error instanceof NumberBehindError;
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/**
 * Saves a new document under its hand-given number (409 if taken), or under
 * the next free number of the year: read the highest and insert inside one
 * transaction; the database's unique index settles a race, and the loser
 * takes the next number.
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
  return retryOnNumberRace(() =>
    strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) =>
      create(await nextNumber(strapi, kind, new Date(), trx)),
    ),
  );
}
