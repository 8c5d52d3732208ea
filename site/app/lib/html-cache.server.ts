import type { EntryContext } from "@remix-run/node";

/**
 * Rendered pages kept for two seconds ("micro-cache"): under load, one render
 * per page and language serves every visitor of those two seconds. Only plain
 * GET renders that answered 200 are kept; the key is the address and the
 * language the page was rendered in, which is all that varies between
 * visitors. With the cms read cache (3 s), an editor's change shows within 5 s.
 */
export const HTML_TTL_MS = 2_000;
const MAX_ENTRIES = 200;

const pages = new Map<string, { expires: number; html: string }>();

export function htmlCacheKey(request: Request, language: string, status: number, context: EntryContext): string | null {
  if (request.method !== "GET" || status !== 200 || context.isSpaMode) return null;
  if (context.staticHandlerContext.actionData) return null;
  return `${language} ${request.url}`;
}

export function cachedHtml(key: string): string | null {
  const entry = pages.get(key);
  if (!entry) return null;
  if (entry.expires > Date.now()) return entry.html;
  pages.delete(key);
  return null;
}

export function storeHtml(key: string, html: string): void {
  if (pages.size >= MAX_ENTRIES) {
    const now = Date.now();
    for (const [other, entry] of pages) if (entry.expires <= now) pages.delete(other);
    if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
  }
  pages.set(key, { expires: Date.now() + HTML_TTL_MS, html });
}
