import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import i18n, { isLanguage, type Language, supportedLanguages } from "./i18n";
import { readLanguageCookie } from "./lib/language-cookie.server";

// Relative to the working directory: the site's scripts (dev, start) run from site/.
export const localesLoadPath = resolve("./public/locales/{{lng}}/{{ns}}.json");

/** The language named by `?lng=` in the address, if it is one of the site's. */
export function languageInUrl(request: Request): string | null {
  const named = new URL(request.url).searchParams.get("lng");
  return named && isLanguage(named) ? named : null;
}

/**
 * Detection: the language named in the address (`?lng=ar`, used by the
 * hreflang links and the sitemap), the stored choice (the `lng` cookie), then
 * the browser's Accept-Language header, then French. Query-string and session
 * detection are left out on purpose.
 */
const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: i18n.fallbackLng,
    order: ["custom", "header"],
    findLocale: async (request) => languageInUrl(request) ?? readLanguageCookie(request),
  },
  i18next: { ...i18n, backend: { loadPath: localesLoadPath } },
  plugins: [Backend],
});

export default i18nServer;

/**
 * The catalogues, read once at boot: remix-i18next's getFixedT builds a new
 * i18next instance and reads the files again on every call, which costs more
 * than rendering a page. Requests share these instead.
 */
export const serverResources: Resource = Object.fromEntries(
  supportedLanguages.map((language) => [
    language,
    {
      common: JSON.parse(
        readFileSync(localesLoadPath.replace("{{lng}}", language).replace("{{ns}}", "common"), "utf8"),
      ),
    },
  ]),
);

const translations = createInstance();
void translations.init({ ...i18n, resources: serverResources, initImmediate: false });

/** The translation function of one language, for loaders and actions. */
export function translationsFor(language: Language) {
  return translations.getFixedT(language, "common");
}

const renderers = new Map<Language, Promise<I18n>>();

/**
 * The i18next instance that renders pages in one language, made once per language: making one per request was
 * 5 % of a page's render. Each stays in its language (the server never calls changeLanguage: the root's
 * useChangeLanguage is an effect, which runs in the browser only), so concurrent renders cannot mix languages.
 */
export function renderingI18n(language: Language): Promise<I18n> {
  let instance = renderers.get(language);
  if (!instance) {
    const made = createInstance();
    instance = made
      .use(initReactI18next)
      .init({ ...i18n, lng: language, ns: ["common"], resources: serverResources, initImmediate: false })
      .then(() => made);
    renderers.set(language, instance);
  }
  return instance;
}

/** The language of a request: ?lng=, the `lng` cookie, Accept-Language, then French. */
export async function requestLanguage(request: Request): Promise<Language> {
  const language = await i18nServer.getLocale(request);
  return isLanguage(language) ? language : "fr";
}

export async function requestTranslations(request: Request) {
  return translationsFor(await requestLanguage(request));
}
