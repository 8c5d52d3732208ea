import { createHmac, timingSafeEqual } from "node:crypto";

/** What Strapi's preview button opens on the site: an article (whatever its status) or the site's text. */
export const PREVIEW_UIDS = ["api::article.article", "api::site-content.site-content"] as const;
export type PreviewUid = (typeof PREVIEW_UIDS)[number];

export interface PreviewTarget {
  uid: PreviewUid;
  documentId: string;
  locale: string;
}

/** Long enough for an editing session in the preview pane, which asks for a new address after each save. */
export const PREVIEW_TTL_MS = 30 * 60_000;

export const isPreviewUid = (uid: string): uid is PreviewUid => PREVIEW_UIDS.some((known) => known === uid);

/** Its own prefix, so that no other signature made with the shared secret (a purge call's) passes for a preview's. */
const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`preview\n${payload}`).digest("base64url");

/** `<payload>.<signature>`: the target and its expiry in base64url JSON, then their HMAC-SHA256. */
export function signPreview(target: PreviewTarget, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: target.uid, d: target.documentId, l: target.locale, e: now + PREVIEW_TTL_MS }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** The target of a token this cms signed and that has not expired; null for anything else. */
export function openPreview(token: string, secret: string, now = Date.now()): PreviewTarget | null {
  const [payload, given, ...rest] = token.split(".");
  if (!payload || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, payload));
  const shown = Buffer.from(given);
  if (shown.length !== expected.length || !timingSafeEqual(shown, expected)) return null;
  let claims: { u?: unknown; d?: unknown; l?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { u, d, l, e } = claims;
  if (typeof u !== "string" || !isPreviewUid(u) || typeof d !== "string" || typeof l !== "string") return null;
  if (typeof e !== "number" || e <= now) return null;
  return { uid: u, documentId: d, locale: l };
}
