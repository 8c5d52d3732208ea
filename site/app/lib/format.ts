import type { Language } from "../i18n";

/**
 * Dates, times and numbers written the way each language writes them (Arabic
 * with Arabic-Indic digits). Called by loaders, so the server and the browser
 * never format differently and hydration sees the same text.
 */

/**
 * One formatter per language and style, made once: building an Intl formatter costs far more than using it, and
 * a page formats dozens of values (measured: the opening hours' formatters were 8 % of a home page render).
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let format = kept.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) kept.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
function integerFormat(locale: Language): Intl.NumberFormat {
  const key = `integer ${locale}`;
  let format = kept.get(key) as Intl.NumberFormat | undefined;
  if (!format) kept.set(key, (format = new Intl.NumberFormat(locale, { useGrouping: false })));
  return format;
}
const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Casablanca" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: "UTC" };

export function formatDate(locale: Language, isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, LONG_DATE).format(date);
}

/** An instant as a date and time in Casablanca, where the agency works: "26 novembre 2026 à 14:05" (fr). */
export function formatDateTime(locale: Language, iso: string): string {
  return dateFormat(locale, DATE_TIME).format(new Date(iso));
}

/** "09:30:00.000" → "09:30" (fr), "9:30 AM" (en), "٩:٣٠ ص" (ar). */
export function formatTime(locale: Language, time: string | null): string | null {
  const match = time?.match(/^(\d{2}):(\d{2})/);
  if (!match) return null;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return dateFormat(locale, TIME).format(date);
}

/** Writes every run of digits of a text such as "250+" or "98%" in the language's digits. */
export function localiseDigits(locale: Language, text: string): string {
  const numbers = integerFormat(locale);
  return text.replace(/\d+/g, (digits) => numbers.format(Number(digits)));
}

export function formatInteger(locale: Language, value: number): string {
  return integerFormat(locale).format(value);
}
