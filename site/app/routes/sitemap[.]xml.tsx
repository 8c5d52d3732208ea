import { getArticles, getProjects } from "../lib/content.server";
import { alternatesFor, localisedUrl } from "../lib/page-meta.server";
import { supportedLanguages } from "../i18n";

const STATIC_PATHS = ["/", "/services", "/propos", "/projects", "/blog", "/faq", "/contact"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every public page in each language (?lng= for English and Arabic), each
 * entry listing its versions in the other languages (xhtml:link hreflang).
 */
export async function loader() {
  // French lists every document (the default locale); articles only in another language come from theirs.
  const [projects, ...articleLists] = await Promise.all([
    getProjects("fr"),
    ...supportedLanguages.map((language) => getArticles(language)),
  ]);
  const articles = new Map<string, string | null>();
  for (const list of articleLists)
    for (const article of list) if (!articles.has(article.documentId)) articles.set(article.documentId, article.date);

  const pages: Array<{ path: string; lastmod?: string | null }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...projects.map((project) => ({ path: `/projects/${project.slug}` })),
    ...[...articles].map(([documentId, date]) => ({ path: `/blog/${documentId}`, lastmod: date })),
  ];
  const entries = pages.flatMap(({ path, lastmod }) =>
    supportedLanguages.map((language) =>
      [
        "  <url>",
        `    <loc>${escapeXml(localisedUrl(path, language))}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        ...alternatesFor(path).map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(alternate.href)}"/>`,
        ),
        "  </url>",
      ].join("\n"),
    ),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
