import Redis from "ioredis";

let client: Redis | null | undefined;

/**
 * The Redis every cms process shares when REDIS_URL is set (rate-limit counters), else null: one connection per
 * process, made on first use. Commands fail fast while it is unreachable (no offline queue), so a caller's own
 * fallback answers instead of waiting.
 */
export function sharedRedis(): Redis | null {
  if (client !== undefined) return client;
  const url = process.env.REDIS_URL;
  client = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  return client;
}

/** The start of every key this deployment writes, so that several deployments (or test runs) may share one Redis. */
export const redisPrefix = () => process.env.REDIS_PREFIX || "agency";

/** Closes the connection at shutdown. */
export async function closeSharedRedis(): Promise<void> {
  if (client) await client.quit().catch(() => undefined);
  client = undefined;
}
