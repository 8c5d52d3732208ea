import type { Context } from "../utils/context";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { visitorAddress } from "../auth/visitor";
import { tokenHash } from "../share/links";

export interface RateLimitConfig {
  /** Bucket name: one counter per endpoint family. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * `ip`: the caller's address (TRUST_PROXY decides whether X-Forwarded-For counts; the public site names its
   * visitor, see auth/visitor); `user`: the signed-in account; `token`: the route's :token (a client's link),
   * whoever uses it.
   */
  by: "ip" | "user" | "token";
  /** `failures`: only answers of 400 and above count, so successful sign-ins are never slowed. */
  count: "all" | "failures";
}

interface Window {
  hits: number;
  resetAt: number;
}

// Per cms process. Codes themselves live in the database; these counters only slow guessing.
const windows = new Map<string, Window>();

function purgeExpired(now: number): void {
  if (windows.size < 10_000) return;
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** Fixed-window request limiter keyed on what the server itself knows of the caller, never on a body field. */
export default (config: RateLimitConfig, _deps: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    const now = Date.now();
    const who =
      config.by === "user" && ctx.state.user
        ? `user:${ctx.state.user.id}`
        : config.by === "token"
          ? `token:${tokenHash(String(ctx.params.token ?? ""))}`
          : `ip:${visitorAddress(ctx)}`;
    const key = `${config.name}|${who}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      purgeExpired(now);
      window = { hits: 0, resetAt: now + config.windowMs };
      windows.set(key, window);
    }
    if (window.hits >= config.max) {
      ctx.set("Retry-After", String(Math.ceil((window.resetAt - now) / 1000)));
      throw new errors.RateLimitError("Trop de tentatives. Veuillez réessayer dans quelques minutes.");
    }
    if (config.count === "all") window.hits += 1;
    try {
      await next();
    } finally {
      if (config.count === "failures" && ctx.status >= 400) window.hits += 1;
    }
  };
};
