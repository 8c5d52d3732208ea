import type { RateLimitConfig } from "../middlewares/rate-limit";

const QUARTER_HOUR = 15 * 60 * 1000;
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Limits of the endpoints that guess or send codes. RATE_LIMIT_SCALE multiplies them (load tests). */
const scale = () => envInt("RATE_LIMIT_SCALE", 1);

export const rateLimit = (config: Omit<RateLimitConfig, "max"> & { max: number }) => ({
  name: "global::rate-limit",
  config: { ...config, max: config.max * scale() },
});

export const SIGN_IN_LIMIT = () =>
  rateLimit({ name: "sign-in", max: 10, windowMs: QUARTER_HOUR, by: "ip", count: "failures" });
export const RESET_SEND_LIMIT = () =>
  rateLimit({ name: "reset-send", max: 5, windowMs: QUARTER_HOUR, by: "ip", count: "all" });
export const RESET_VERIFY_LIMIT = () =>
  rateLimit({ name: "reset-verify", max: 10, windowMs: QUARTER_HOUR, by: "ip", count: "failures" });
export const CODE_SEND_LIMIT = () =>
  rateLimit({ name: "code-send", max: 60, windowMs: QUARTER_HOUR, by: "user", count: "all" });
export const CODE_VERIFY_LIMIT = () =>
  rateLimit({ name: "code-verify", max: 30, windowMs: QUARTER_HOUR, by: "user", count: "failures" });
export const CONTACT_LIMIT = () =>
  rateLimit({ name: "contact", max: 10, windowMs: QUARTER_HOUR, by: "ip", count: "all" });
export const NEWSLETTER_LIMIT = () =>
  rateLimit({ name: "newsletter", max: 20, windowMs: QUARTER_HOUR, by: "ip", count: "all" });
