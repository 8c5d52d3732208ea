import { createHmac } from "node:crypto";
import type { Core } from "@strapi/strapi";
import { siteSecret } from "../auth/visitor";
import { PUBLIC_CONTENT_TYPES } from "../panel/public-content-types";

/** What the public site shows (its content types and the media they use): a change to any of these purges its caches. */
const SITE_CONTENT = new Set([...PUBLIC_CONTENT_TYPES, "plugin::upload.file"]);
const EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish"];
const MEDIA_EVENTS = ["media.create", "media.update", "media.delete"];
/** Changes that come together (a save that publishes, a bulk action) make one call. */
const GATHER_MS = 150;

/** `X-Purge-Signature` of a purge call: the body's HMAC-SHA256 with the site-to-cms secret, in hex. */
export const purgeSignature = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("hex");

/**
 * Strapi's content events (the document service's entry.* and the media library's media.*, whatever wrote them:
 * the panel, the API, a script) become one signed `POST <site>/cms-purge` after the write commits, so that every
 * site process drops its cached reads of the content and shows the change at once. A site that does not answer is
 * logged: its cache then expires on its own.
 */
export function purgeSiteOnChanges(strapi: Core.Strapi): void {
  const secret = siteSecret();
  const site = (process.env.SITE_INTERNAL_URL || process.env.PUBLIC_SITE_URL || "").replace(/\/+$/, "");
  if (!secret || !site) return;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const send = async () => {
    const uids = [...pending];
    pending = new Set();
    timer = null;
    const body = JSON.stringify({ uids, at: Date.now() });
    try {
      const answer = await fetch(`${site}/cms-purge`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Purge-Signature": purgeSignature(secret, body) },
        body,
        signal: AbortSignal.timeout(3_000),
      });
      if (!answer.ok) strapi.log.warn(`The site answered ${answer.status} to the purge of ${uids.join(", ")}`);
    } catch (error) {
      strapi.log.warn(`The site could not be told of a change (${uids.join(", ")}): ${(error as Error).message}`);
    }
  };

  const changed = (uid: string) => {
    if (!SITE_CONTENT.has(uid)) return;
    pending.add(uid);
    timer ??= setTimeout(() => void send(), GATHER_MS);
  };
  for (const event of EVENTS)
    strapi.eventHub.on(event, async (payload: { uid?: string }) => changed(payload.uid ?? ""));
  for (const event of MEDIA_EVENTS) strapi.eventHub.on(event, async () => changed("plugin::upload.file"));
}
