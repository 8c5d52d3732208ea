import { config } from "../config.server";
import i18nServer from "../i18n.server";
import type { PageKey, PageMeta } from "./page-meta";

/**
 * Title and description in the request's language. The canonical address
 * names the page's one spelling (e.g. /propos also answers as /Propos).
 */
export async function loadPageMeta(request: Request, page: PageKey, path: string): Promise<PageMeta> {
  const t = await i18nServer.getFixedT(request);
  return {
    title: t(`pages.${page}.metaTitle`, { siteName: t("siteName") }),
    description: t(`pages.${page}.description`),
    canonical: new URL(path, config.PUBLIC_SITE_URL).href,
  };
}
