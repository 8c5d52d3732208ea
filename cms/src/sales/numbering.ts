import type { Core } from '@strapi/strapi';
import { DOCUMENT_PREFIX, formatDocumentNumber } from '@agency/shared';
import type { SalesKind } from './kinds';

/** Raised when a number is already taken; controllers answer 409. */
export class NumberTakenError extends Error {}

const yearPrefix = (kind: SalesKind, year: number) => `${DOCUMENT_PREFIX[kind.kind]}-${String(year % 100).padStart(2, '0')}-`;

/** Highest sequence of the year, read by the database (no rows loaded into Node). */
async function highestSequence(strapi: Core.Strapi, kind: SalesKind, year: number, trx?: unknown): Promise<number> {
  const knex = strapi.db.connection;
  const prefix = yearPrefix(kind, year);
  const query = knex(kind.table)
    .where(kind.numberColumn, 'like', `${prefix}%`)
    .max({ seq: knex.raw('CAST(SUBSTR(??, ?) AS INTEGER)', [kind.numberColumn, prefix.length + 1]) });
  if (trx) query.transacting(trx as any);
  const [row] = await query;
  return Number(row?.seq ?? 0);
}

export async function nextNumber(strapi: Core.Strapi, kind: SalesKind, now = new Date(), trx?: unknown): Promise<string> {
  const year = now.getFullYear();
  return formatDocumentNumber(kind.kind, year, (await highestSequence(strapi, kind, year, trx)) + 1);
}

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!candidate) return false;
  if (candidate.code === '23505' || candidate.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  if (/UNIQUE constraint failed|duplicate key value/i.test(candidate.message ?? '')) return true;
  return candidate.cause ? isUniqueViolation(candidate.cause) : false;
}

const MAX_ATTEMPTS = 40;

/**
 * Saves a new document under its hand-given number (409 if taken), or under
 * the next free number of the year: read the highest and insert inside one
 * transaction; the database's unique index settles a race, and the loser
 * takes the next number.
 */
export async function createNumbered<T>(
  strapi: Core.Strapi,
  kind: SalesKind,
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
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await strapi.db.transaction(async ({ trx }: { trx: unknown }) => create(await nextNumber(strapi, kind, new Date(), trx)));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
