// Options shared by the server and browser i18next instances, so both render
// the same text and hydration never mismatches.
export const supportedLanguages = ["fr", "en", "ar"] as const;
export type Language = (typeof supportedLanguages)[number];

export const fallbackLanguage: Language = "fr";

export function isLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

// Each language is named in itself, so a visitor can find theirs whatever the
// current language is; these names are never translated.
export const languageNames: Record<Language, string> = {
  fr: "Français",
  en: "English",
  ar: "العربية",
};

export function textDirection(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export default {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  // React already escapes rendered text.
  interpolation: { escapeValue: false },
  // Server rendering has every namespace loaded before render; suspense would
  // only add a flash on the client when the language changes.
  react: { useSuspense: false },
};
