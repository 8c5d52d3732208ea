import type { Core } from "@strapi/strapi";
import type { RateLimitConfig } from "../middlewares/rate-limit";

const QUARTER_HOUR = 15 * 60 * 1000;
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Limits of the endpoints that guess or send codes. RATE_LIMIT_SCALE multiplies them (load tests). */
export const rateLimitScale = () => envInt("RATE_LIMIT_SCALE", 1);

/** The rate-limit middleware of a route, counting over a quarter of an hour; the scale is read when routes load. */
const perQuarterHour =
  ({ name, max, by, count }: Omit<RateLimitConfig, "windowMs">) =>
  () => ({
    name: "global::rate-limit",
    config: { name, max: max * rateLimitScale(), windowMs: QUARTER_HOUR, by, count },
  });

export const SIGN_IN_LIMIT = perQuarterHour({ name: "sign-in", max: 10, by: "ip", count: "failures" });
export const RESET_SEND_LIMIT = perQuarterHour({ name: "reset-send", max: 5, by: "ip", count: "all" });
export const RESET_VERIFY_LIMIT = perQuarterHour({ name: "reset-verify", max: 10, by: "ip", count: "failures" });
export const CODE_SEND_LIMIT = perQuarterHour({ name: "code-send", max: 60, by: "user", count: "all" });
export const CODE_VERIFY_LIMIT = perQuarterHour({ name: "code-verify", max: 30, by: "user", count: "failures" });
export const CONTACT_LIMIT = perQuarterHour({ name: "contact", max: 10, by: "ip", count: "all" });
/** Mails a staff member sends (documents, delivery notes, replies): per sender; per recipient, see mail/recipient-limit. */
export const STAFF_MAIL_LIMIT = perQuarterHour({ name: "staff-mail", max: 60, by: "user", count: "all" });

/** A typed route's config with a limit: Strapi takes `{ name, config }` middlewares, its types name only handlers. */
export const limitedRoute = (limit: () => object): Core.RouteConfig =>
  ({ middlewares: [limit()] }) as unknown as Core.RouteConfig;
export const NEWSLETTER_LIMIT = perQuarterHour({ name: "newsletter", max: 20, by: "ip", count: "all" });

/** A client's link (`/d/<token>` on the site): its reads, and its answers to a quote, per visitor and per link. */
export const SHARED_READ_LIMITS = [
  perQuarterHour({ name: "shared-read", max: 120, by: "ip", count: "all" }),
  perQuarterHour({ name: "shared-read-token", max: 300, by: "token", count: "all" }),
];
export const SHARED_ANSWER_LIMITS = [
  perQuarterHour({ name: "shared-answer", max: 20, by: "ip", count: "all" }),
  perQuarterHour({ name: "shared-answer-token", max: 30, by: "token", count: "all" }),
];
