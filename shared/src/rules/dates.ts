import { isIsoDate } from "../schemas/common.js";

const frenchDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" });
const frenchInstant = new Intl.DateTimeFormat("fr-FR", { timeZone: "Africa/Casablanca" });

/**
 * "28/02/2026" for a day sent as "2026-02-28" or for a full timestamp. A bare
 * day is read as UTC midnight, so it is formatted in UTC, or it would shift a
 * day west of Greenwich; a timestamp is shown as the day it was in Morocco.
 */
export function formatFrenchDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const text = value instanceof Date ? value.toISOString() : value;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? frenchDay.format(date) : frenchInstant.format(date);
}

/** "2026-02-28" as a Date at UTC midnight (what a spreadsheet shows as that day), or null. */
export function dayAsUtcDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // `Date` reads a bare "YYYY-MM-DD" as UTC midnight, and a timestamp is cut to its UTC day below.
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const moroccanClock = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Casablanca",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "10:32": an instant as Morocco's clock reads it, whatever the machine's zone. */
export function casablancaTime(value: string | Date): string {
  return moroccanClock.format(value instanceof Date ? value : new Date(value));
}

const moroccanTimestamp = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Casablanca",
  dateStyle: "short",
  timeStyle: "medium",
});

/** "24/11/2026 19:30:05": an instant to the second on Morocco's clock, as the journal and the outbox list them. */
export function casablancaTimestamp(value: string | Date): string {
  return moroccanTimestamp.format(value instanceof Date ? value : new Date(value));
}

/** "26/11/2026 à 10:32": an instant as Morocco's day and clock read it, whatever the machine's zone. */
export function casablancaDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${formatFrenchDate(date)} à ${casablancaTime(date)}`;
}

const moroccanDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Casablanca" });

/**
 * Today in Morocco as "2026-11-22": the one "today" of every business rule (issue and due dates,
 * overdue, conversions, numbering years), whatever the server's own time zone.
 */
export function todayInMorocco(now: Date = new Date()): string {
  return moroccanDay.format(now);
}

/** A calendar day moved by whole days: "2026-02-27" + 2 → "2026-03-01" (no time zone involved). */
export function addDaysToDay(day: string, days: number): string {
  const [year, month, date] = day.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another, negative when `to` comes first (no time zone involved). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);
}

/** "28/02/2026", or a dash where there is no date, as the back-office's screens show an absent date. */
export function frenchDateOrDash(value: string | Date | null | undefined): string {
  return formatFrenchDate(value) || "-";
}

/** A quote stays valid 30 days by default (spec 001, point 9, default quote note). */
export const QUOTE_VALIDITY_DAYS = 30;

/** The day `days` after a real calendar day typed as "YYYY-MM-DD"; undefined for anything else ("2026-02-30"). */
function dayAfter(day: unknown, days: unknown): string | undefined {
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !isIsoDate(day)) return undefined;
  return typeof days === "number" && Number.isInteger(days) ? addDaysToDay(day, days) : undefined;
}

/** Due date of an invoice: its issue date plus its payment terms in days. */
export function dueDateFor(issueDate: unknown, paymentTerms: unknown): string | undefined {
  return dayAfter(issueDate, paymentTerms);
}

/** Default validity date of a quote issued that day. */
export function validUntilFor(issueDate: unknown): string | undefined {
  return dayAfter(issueDate, QUOTE_VALIDITY_DAYS);
}
