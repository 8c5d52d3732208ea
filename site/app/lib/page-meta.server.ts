import { config } from "../config.server";
import { fallbackLanguage, type Language, supportedLanguages } from "../i18n";
import { requestLanguage, translationsFor } from "../i18n.server";
import type { PageKey, PageMeta } from "./page-meta";

/** Query parameter that names a page's language in its address (hreflang links, sitemap). */
export const LANGUAGE_PARAMETER = "lng";

/**
 * The public address of a page in one language: French, the default, without a
 * parameter; the others with ?lng=. `path` may carry its own query string.
 */
export function localisedUrl(path: string, language: Language): string {
  const url = new URL(path, config.PUBLIC_SITE_URL);
  url.searchParams.delete(LANGUAGE_PARAMETER);
  if (language !== fallbackLanguage) url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

export function alternatesFor(path: string) {
  return [
    ...supportedLanguages.map((language) => ({ hrefLang: language, href: localisedUrl(path, language) })),
    { hrefLang: "x-default", href: localisedUrl(path, fallbackLanguage) },
  ];
}

interface MetaOverrides {
  title?: string;
  description?: string;
  openGraph?: Record<string, string>;
}

/**
 * Title and description in the request's language, the canonical address of the
 * page in that language (one spelling: /Propos answers too, /propos is named),
 * and its versions in the other languages.
 */
export async function loadPageMeta(
  request: Request,
  page: PageKey,
  path: string,
  overrides: MetaOverrides = {},
): Promise<PageMeta> {
  const locale = await requestLanguage(request);
  const t = translationsFor(locale);
  return {
    title: overrides.title ?? t(`pages.${page}.metaTitle`, { siteName: t("siteName") }),
    description: overrides.description ?? t(`pages.${page}.description`),
    canonical: localisedUrl(path, locale),
    alternates: alternatesFor(path),
    openGraph: overrides.openGraph,
  };
}
