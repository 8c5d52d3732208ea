import type { Language } from "../i18n";

/**
 * Dates, times and numbers written the way each language writes them (Arabic
 * with Arabic-Indic digits). Called by loaders, so the server and the browser
 * never format differently and hydration sees the same text.
 */

/** A formatter made once per language, at its first use: making one costs far more than using it. */
function perLanguage<T>(make: (locale: Language) => T): (locale: Language) => T {
  const made = new Map<Language, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

// A page formats dozens of values (measured: making the opening hours' formatters was 8 % of a home page render).
const longDate = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const dateTime = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Casablanca" }),
);
const clockTime = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
);
const integer = perLanguage((locale) => new Intl.NumberFormat(locale, { useGrouping: false }));

export function formatDate(locale: Language, isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return longDate(locale).format(date);
}

/** An instant as a date and time in Casablanca, where the agency works: "26 novembre 2026 à 14:05" (fr). */
export function formatDateTime(locale: Language, iso: string): string {
  return dateTime(locale).format(new Date(iso));
}

/** "09:30:00.000" → "09:30" (fr), "9:30 AM" (en), "٩:٣٠ ص" (ar). */
export function formatTime(locale: Language, time: string | null): string | null {
  const match = time?.match(/^(\d{2}):(\d{2})/);
  if (!match) return null;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return clockTime(locale).format(date);
}

/** Writes every run of digits of a text such as "250+" or "98%" in the language's digits. */
export function localiseDigits(locale: Language, text: string): string {
  const numbers = integer(locale);
  return text.replace(/\d+/g, (digits) => numbers.format(Number(digits)));
}

export function formatInteger(locale: Language, value: number): string {
  return integer(locale).format(value);
}
