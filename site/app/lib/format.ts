import type { Language } from "../i18n";

/**
 * Dates and times written the way each language writes them. Called by loaders, so the server and the browser never
 * format differently and hydration sees the same text.
 */

/**
 * Arabic as Morocco writes it (ar-MA): its month names (نونبر, غشت), the 24-hour clock and Latin digits, as the
 * agency's Arabic content and the Moroccan press write them. Plain "ar" follows the ICU's pan-Arab default, whose
 * digits changed from Arabic-Indic to Latin between ICU versions: the site's dates would change with Node's.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { fr: "fr", en: "en", ar: "ar-MA" };

/** A formatter made once per language, at its first use: making one costs far more than using it. */
function perLanguage<T>(make: (locale: string) => T): (locale: Language) => T {
  const made = new Map<Language, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(INTL_LOCALES[locale])));
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

/** "18:00:00.000" → "18:00" (fr and ar), "6:00 PM" (en). */
export function formatTime(locale: Language, time: string | null): string | null {
  const match = time?.match(/^(\d{2}):(\d{2})/);
  if (!match) return null;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return clockTime(locale).format(date);
}
