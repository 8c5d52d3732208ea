import { config } from "../config.server";

/**
 * Reads of the cms's public REST API, kept in memory: the pages share one read per address. When the cms can tell
 * the site of its changes (the shared secret is set: a signed purge call, see cms-purge.server), a read is kept five
 * minutes, a bound for a missed call, and dropped as soon as the content changes; otherwise a few seconds, the
 * longest an editor's change may wait.
 */
export const CACHE_TTL_MS = config.SITE_PROXY_SECRET ? 300_000 : 3_000;
const REQUEST_TIMEOUT_MS = 5_000;
const MAX_ENTRIES = 500;

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "CmsError";
  }
}

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

const cache = new Map<string, CacheEntry>();

export type QueryValue = string | number | undefined;

export function cmsUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(path, config.CMS_URL);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new CmsError(`cms answered ${response.status} for ${url}`, response.status);
  }
  return response.json();
}

/** GET a public cms address, cached CACHE_TTL_MS; a failed read is not cached. */
export function cmsGet<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
  const url = cmsUrl(path, query);
  const now = Date.now();
  const hit = cache.get(url);
  if (hit && hit.expires > now) return hit.value as Promise<T>;

  const value = fetchJson(url);
  cache.set(url, { expires: now + CACHE_TTL_MS, value });
  value.catch(() => cache.delete(url));
  if (cache.size > MAX_ENTRIES) {
    for (const [key, entry] of cache) if (entry.expires <= now) cache.delete(key);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return value as Promise<T>;
}

const changeListeners = new Set<() => void>();

/**
 * Calls `listener` each time the cms's content changed (the purge call, here or in another site process through
 * Redis): the site's server empties its page micro-cache with it, so an edit shows at the next request.
 */
export function onCmsContentChange(listener: () => void): void {
  changeListeners.add(listener);
}

/** Forgets every cached read: the cms's content changed. */
export function clearCmsCache(): void {
  cache.clear();
  for (const listener of changeListeners) listener();
}

/** What the cms answered to a form post: its status and the `{ error: { message } }` or `{ message }` it sent. */
export interface CmsPostResult {
  ok: boolean;
  status: number;
  message?: string;
}

/**
 * POST a visitor's form to the cms, naming the visitor (X-Visitor-Ip) with the
 * secret the cms shares with the site, so that its per-visitor limits count
 * each visitor and not the site server as one.
 */
export async function cmsPost(path: string, body: unknown, visitorAddress?: string): Promise<CmsPostResult> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (visitorAddress && config.SITE_PROXY_SECRET) {
    headers["X-Site-Secret"] = config.SITE_PROXY_SECRET;
    headers["X-Visitor-Ip"] = visitorAddress;
  }
  try {
    const response = await fetch(cmsUrl(path), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: string; error?: { message?: string } };
    const message = json.error?.message ?? json.message;
    if (!response.ok) console.error(`cms POST ${path} answered ${response.status}: ${message ?? "no message"}`);
    return { ok: response.ok, status: response.status, message };
  } catch (error) {
    console.error(`cms POST ${path} failed:`, error);
    return { ok: false, status: 0 };
  }
}
