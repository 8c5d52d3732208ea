import type { EntryContext } from "@remix-run/node";

/**
 * Rendered pages may be kept two seconds by a shared cache ("micro-cache"):
 * the site's own server (server.mjs) keeps them, keyed by the address and the
 * headers the page varies on (Cookie, Accept-Language), and so would a proxy in
 * front. Under load one render per page and language then serves every
 * visitor of those two seconds; with the cms read cache (3 s) an editor's
 * change shows within 5 s. Only plain GET renders that answered 200 and set
 * no Cache-Control of their own qualify.
 */
export const HTML_SHARED_SECONDS = 2;

export function sharedCacheControl(
  request: Request,
  status: number,
  context: EntryContext,
  pageHeaders: Headers,
): string | null {
  if (request.method !== "GET" || status !== 200 || context.isSpaMode) return null;
  if (context.staticHandlerContext.actionData) return null;
  // A page that states its own caching keeps it: a client's document (/d/<token>, "private, no-store") is never
  // kept, whatever spelling of its address matched the route (/D/…, /%64/…).
  if (pageHeaders.has("Cache-Control")) return null;
  return `public, max-age=0, s-maxage=${HTML_SHARED_SECONDS}`;
}
