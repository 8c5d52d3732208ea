import { createHmac, timingSafeEqual } from "node:crypto";
import { Redis } from "ioredis";
import { config } from "../config.server";
import { clearCmsCache } from "./cms.server";

/** A purge call older than this is refused: a copied call cannot be replayed later. */
const MAX_AGE_MS = 60_000;

/** The cms's signed purge call: its body's HMAC-SHA256 with the secret both share, fresh. */
export function isSignedPurge(body: string, signature: string | null, now = Date.now()): boolean {
  const secret = config.SITE_PROXY_SECRET;
  if (!secret || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return false;
  try {
    const { at } = JSON.parse(body) as { at?: unknown };
    return typeof at === "number" && Math.abs(now - at) <= MAX_AGE_MS;
  } catch {
    return false;
  }
}

const channel = () => `${process.env.REDIS_PREFIX || "agency"}:site-purge`;
let publisher: Redis | null = null;

/**
 * With REDIS_URL set, every site process listens on one channel: the purge call that reached one process empties
 * the cache of all. Without it, the process is alone and empties its own.
 */
function listen(): void {
  const url = process.env.REDIS_URL;
  if (!url) return;
  publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  subscriber.on("message", () => clearCmsCache());
  subscriber.on("error", (error) => console.error(`Redis (site purge): ${error.message}`));
  publisher.on("error", (error) => console.error(`Redis (site purge): ${error.message}`));
  void subscriber.subscribe(channel());
}
listen();

/** Empties this process's cms read cache and tells the other site processes to do the same. */
export async function purgeEverywhere(): Promise<void> {
  clearCmsCache();
  if (publisher) await publisher.publish(channel(), String(Date.now())).catch(() => undefined);
}
