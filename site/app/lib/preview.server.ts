import { config } from "../config.server";
import { CmsError, cmsUrl } from "./cms.server";
import type { Article, SiteText } from "./content.server";

/**
 * An editor's preview (Strapi's "Open preview" button, /preview/<token>): the cms signed the token and is the only one
 * to read it; the site shows it the secret both share and renders what it answers. Never cached, never indexed.
 */
export type Preview =
  | { kind: "article"; article: Omit<Article, "relatedPosts"> & { status: string } }
  | { kind: "siteText"; siteText: SiteText };

export const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** `<payload>.<signature>` in base64url, as the cms signs them; anything else never reaches it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,1000}\.[A-Za-z0-9_-]{43}$/;
const READ_TIMEOUT_MS = 5_000;

/** What the token shows; null when it shows nothing (altered, expired, a document gone: the cms does not say). */
export async function readPreview(token: string): Promise<Preview | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  if (!config.SITE_PROXY_SECRET) {
    console.error("SITE_PROXY_SECRET is not set: the cms answers 404 to every preview");
    return null;
  }
  const response = await fetch(cmsUrl(`/api/previews/${token}`), {
    headers: { Accept: "application/json", "X-Site-Secret": config.SITE_PROXY_SECRET },
    cache: "no-store",
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    void response.body?.cancel();
    throw new CmsError(`cms answered ${response.status} to a preview`, response.status);
  }
  return ((await response.json()) as { data: Preview }).data;
}
