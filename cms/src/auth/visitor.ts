import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

const secretOf = () => {
  const secret = process.env.SITE_PROXY_SECRET ?? "";
  return secret.length >= 16 ? Buffer.from(secret) : null;
};

/** The site itself is calling: it shows the secret both share. */
export function isSiteCall(ctx: { get(name: string): string }): boolean {
  const secret = secretOf();
  const given = Buffer.from(ctx.get("x-site-secret"));
  return Boolean(secret && given.length === secret.length && timingSafeEqual(given, secret));
}

/**
 * The address a limit counts: the public site's visitor when the site itself
 * is calling (it proves it with the secret both share, and names the visitor in
 * X-Visitor-Ip), else the address this server sees. Without this, every form
 * sent through the site would count as one visitor, the site server.
 */
export function visitorAddress(ctx: { request: { ip: string }; get(name: string): string }): string {
  const visitor = ctx.get("x-visitor-ip").trim();
  if (isSiteCall(ctx) && isIP(visitor)) return visitor;
  return ctx.request.ip;
}
