/** Calendar days as the API writes them (`YYYY-MM-DD`) and as the screens show them. */

/** `YYYY-MM-DD` of the local calendar day: "today" is the user's day, not UTC's. */
export const isoDay = (date: Date): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, "0"))
    .join("-");

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * "07/03/2026" for "2026-03-07", read as a local day so that no time zone moves it;
 * a dash when there is no date (spec 001 point 2).
 */
export const frenchDay = (value: string): string => {
  const match = DAY.exec(value);
  if (!match) return value === "" ? "-" : value;
  const [, year, month, day] = match.map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString("fr-FR");
};
