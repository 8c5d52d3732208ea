import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/**
 * The secret the site and the cms share (SITE_PROXY_SECRET, 16 characters at least), or null: the site shows it on
 * its calls, the cms signs its purge calls and preview tokens with it.
 */
export function siteSecret(): string | null {
  const secret = process.env.SITE_PROXY_SECRET ?? "";
  return secret.length >= 16 ? secret : null;
}

/** The site itself is calling: it shows the secret both share. */
export function isSiteCall(ctx: { get(name: string): string }): boolean {
  const secret = siteSecret();
  const given = Buffer.from(ctx.get("x-site-secret"));
  const expected = Buffer.from(secret ?? "");
  return Boolean(secret && given.length === expected.length && timingSafeEqual(given, expected));
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
