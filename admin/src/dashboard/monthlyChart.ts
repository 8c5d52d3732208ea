import type { MonthFigures } from "./summary";

const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });

const monthParts = (month: string): [year: number, monthIndex: number] => {
  const [year, monthNumber] = month.split("-").map(Number);
  return [year!, monthNumber! - 1];
};

/** "2026-11" → "nov. 2026". */
export const frenchMonthLabel = (month: string): string => monthFormat.format(Date.UTC(...monthParts(month)));

/** The month's first and last days: "2026-02" → 2026-02-01 and 2026-02-28. */
export const monthBounds = (month: string): { first: string; last: string } => {
  const [year, monthIndex] = monthParts(month);
  // Day 0 of the next month is the month's last day.
  return { first: `${month}-01`, last: new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10) };
};

/** The invoices list filtered on the month's issue dates, as its "Émise depuis le / jusqu'au" filters write it. */
export const monthInvoicesLink = (month: string): string => {
  const { first, last } = monthBounds(month);
  const filter = JSON.stringify({ issueDate_gte: first, issueDate_lte: last });
  return `/invoices?filter=${encodeURIComponent(filter)}`;
};

/** The chart's axis and its two series, month by month in the answer's order (oldest first). */
export const monthlyChartData = (monthly: readonly MonthFigures[]) => ({
  months: monthly.map(({ month }) => month),
  labels: monthly.map(({ month }) => frenchMonthLabel(month)),
  invoiced: monthly.map(({ invoiced }) => invoiced),
  collected: monthly.map(({ collected }) => collected),
});
