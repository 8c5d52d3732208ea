import type { Core } from "@strapi/strapi";
import { monthsEndingWith, type CalendarMonth } from "@agency/shared";
import type { Knex } from "../utils/database";
import { toAmount } from "../utils/sql-values";

export interface MonthFigures {
  month: string;
  /** Issued invoices less credit notes of the month. */
  invoiced: number;
  /** Payments received in the month. */
  collected: number;
}

/**
 * The sums of `table`'s `amountColumn` by calendar month of `dateColumn`,
 * over the period of `months`, grouped by the database. The month is the
 * date's text up to the day ("2026-11"), read alike by SQLite (dates stored
 * as text) and PostgreSQL (ISO output).
 */
async function sumsByMonth(
  knex: Knex,
  months: CalendarMonth[],
  table: string,
  dateColumn: string,
  amountColumn: string,
  where?: (query: Knex.QueryBuilder) => void,
): Promise<number[]> {
  const month = knex.raw("SUBSTR(CAST(?? AS TEXT), 1, 7)", [dateColumn]);
  const query = knex(table)
    .where(dateColumn, ">=", months[0]!.from)
    .where(dateColumn, "<", months.at(-1)!.before)
    .groupBy(month)
    .select(knex.raw("? as month", [month]), knex.raw("SUM(??) as amount", [amountColumn]));
  where?.(query);
  const sums = new Map(
    ((await query) as Array<{ month: string; amount: unknown }>).map((row) => [row.month, toAmount(row.amount)]),
  );
  return months.map(({ month: key }) => sums.get(key) ?? 0);
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
