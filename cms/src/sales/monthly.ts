import type { Core } from "@strapi/strapi";
import { monthsEndingWith, type CalendarMonth } from "@agency/shared";
import type { Knex } from "../utils/database";

const toAmount = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

export interface MonthFigures {
  month: string;
  /** Issued invoices less credit notes of the month. */
  invoiced: number;
  /** Payments received in the month. */
  collected: number;
}

/**
 * One pass over `table`'s rows of the period: a SUM per month, each month a
 * column, so that the database adds, with date comparisons both SQLite and
 * PostgreSQL read alike.
 */
async function sumsByMonth(
  knex: Knex,
  months: CalendarMonth[],
  table: string,
  dateColumn: string,
  amountColumn: string,
  where?: (query: Knex.QueryBuilder) => void,
): Promise<number[]> {
  const query = knex(table)
    .where(dateColumn, ">=", months[0]!.from)
    .where(dateColumn, "<", months.at(-1)!.before)
    .select(
      months.map((month, index) =>
        knex.raw(`COALESCE(SUM(CASE WHEN ?? >= ? AND ?? < ? THEN ?? ELSE 0 END), 0) as ??`, [
          dateColumn,
          month.from,
          dateColumn,
          month.before,
          amountColumn,
          `m${index}`,
        ]),
      ),
    );
  where?.(query);
  const [row] = (await query) as Array<Record<string, unknown>>;
  return months.map((_, index) => toAmount(row?.[`m${index}`]));
}

/** The last twelve months of the Casablanca calendar ending with `today`'s: invoiced and collected. */
export async function monthlyFigures(strapi: Core.Strapi, today: string): Promise<MonthFigures[]> {
  const knex = strapi.db.connection;
  const months = monthsEndingWith(today);
  const [invoiced, credited, collected] = await Promise.all([
    sumsByMonth(knex, months, "invoices", "issue_date", "total_amount", (query) => query.whereNot("state", "draft")),
    sumsByMonth(knex, months, "credit_notes", "issue_date", "total_amount"),
    sumsByMonth(knex, months, "payments", "date", "amount"),
  ]);
  return months.map(({ month }, index) => ({
    month,
    invoiced: toAmount(invoiced[index]! - credited[index]!),
    collected: collected[index]!,
  }));
}
