import { resolve } from "node:path";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import i18n from "./i18n";
import { readLanguageCookie } from "./lib/language-cookie.server";

// Relative to the working directory: the site's scripts (dev, start) run from site/.
export const localesLoadPath = resolve("./public/locales/{{lng}}/{{ns}}.json");

/**
 * Detection: the stored choice (the `lng` cookie, read by `findLocale`), then
 * the browser's Accept-Language header, then French. Query-string and session
 * detection are left out on purpose.
 */
const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: i18n.fallbackLng,
    order: ["custom", "header"],
    findLocale: async (request) => readLanguageCookie(request),
  },
  i18next: { ...i18n, backend: { loadPath: localesLoadPath } },
  plugins: [Backend],
});

export default i18nServer;
