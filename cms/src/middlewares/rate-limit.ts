import { AsyncResource } from "node:async_hooks";
import type { Context } from "../utils/context";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { visitorAddress } from "../auth/visitor";
import { tokenHash } from "../share/links";
import { redisPrefix, sharedRedis } from "../utils/redis";

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

const TOO_MANY = "Trop de tentatives. Veuillez réessayer dans quelques minutes.";

/**
 * The counters of one bucket: in Redis when REDIS_URL is set, so that every cms process counts the same attempts
 * (a process's own memory stands in while Redis is unreachable), else in this process's memory.
 */
function limiterOf(config: RateLimitConfig): RateLimiterAbstract {
  const options = {
    keyPrefix: `${redisPrefix()}:rate-limit:${config.name}`,
    points: config.max,
    duration: config.windowMs / 1000,
  };
  const redis = sharedRedis();
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}

/**
 * Where the counters are touched: outside the request. A counter in memory expires on a timer, and a timer made
 * inside a request would hold that request (its body, Strapi's context, the whole app) for the window's 15 minutes.
 */
const outsideRequests = new AsyncResource("rate-limit-counters");

const refuse = (ctx: Context, res: RateLimiterRes): never => {
  ctx.set("Retry-After", String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
  throw new errors.RateLimitError(TOO_MANY);
};

/** Fixed-window request limiter keyed on what the server itself knows of the caller, never on a body field. */
export default (config: RateLimitConfig, _deps: { strapi: Core.Strapi }) => {
  const limiter = limiterOf(config);
  return async (ctx: Context, next: () => Promise<void>) => {
    const key =
      config.by === "user" && ctx.state.user
        ? `user:${ctx.state.user.id}`
        : config.by === "token"
          ? `token:${tokenHash(String(ctx.params.token ?? ""))}`
          : `ip:${visitorAddress(ctx)}`;
    try {
      await outsideRequests.runInAsyncScope(() => limiter.consume(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) refuse(ctx, rejection);
      throw rejection;
    }
    if (config.count === "all") return next();
    // Counted before it runs, given back when it succeeds: attempts sent at once each find the ones before counted.
    let succeeded = false;
    try {
      await next();
      succeeded = ctx.status < 400;
    } finally {
      if (succeeded) await outsideRequests.runInAsyncScope(() => limiter.reward(key));
    }
  };
};
