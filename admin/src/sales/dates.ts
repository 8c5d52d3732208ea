/**
 * Calendar dates as the API stores them: "YYYY-MM-DD" strings. Day arithmetic runs in UTC so
 * that no time zone or daylight-saving change can shift a date.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number): string => String(value).padStart(2, "0");

/** Today in the user's own calendar (not UTC: an invoice typed at 00:30 keeps its day). */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const parseDay = (iso: string): Date | undefined => {
  const match = ISO_DAY.exec(iso.slice(0, 10));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: such a day does not exist.
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : undefined;
};

/** The day `days` after `iso`, or undefined when `iso` is not a real calendar day. */
export const addDays = (iso: string, days: number): string | undefined => {
  const date = parseDay(iso);
  if (!date || !Number.isInteger(days)) return undefined;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Quotes stay valid 30 days by default (spec 001, point 9, default quote note). */
export const QUOTE_VALIDITY_DAYS = 30;

/** Due date of an invoice: issue date plus its payment terms in days. */
export const dueDateFor = (issueDate: unknown, paymentTerms: unknown): string | undefined =>
  typeof issueDate === "string" && typeof paymentTerms === "number" ? addDays(issueDate, paymentTerms) : undefined;

/** Default validity date of a quote. */
export const validUntilFor = (issueDate: unknown): string | undefined =>
  typeof issueDate === "string" ? addDays(issueDate, QUOTE_VALIDITY_DAYS) : undefined;

const frenchDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" });

/** "15/01/2026"; an empty or unreadable date shows as a dash. */
export const formatFrenchDate = (iso: string | null | undefined): string => {
  const date = iso ? parseDay(iso) : undefined;
  return date ? frenchDate.format(date) : "-";
};
