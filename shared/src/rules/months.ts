/** A calendar month of the dashboard's chart: "2026-11", from its first day to the next month's first day. */
export interface CalendarMonth {
  month: string;
  from: string;
  /** The first day of the next month: the month is every day before it. */
  before: string;
}

const firstDay = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

/** The `count` calendar months that end with `today`'s, oldest first. */
export function monthsEndingWith(today: string, count = 12): CalendarMonth[] {
  const [year, month] = today.split("-").map(Number);
  return Array.from({ length: count }, (_, index) => {
    const monthIndex = month! - count + index;
    const from = firstDay(year!, monthIndex);
    return { month: from.slice(0, 7), from, before: firstDay(year!, monthIndex + 1) };
  });
}
