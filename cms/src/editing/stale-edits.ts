import type { Core, UID } from "@strapi/strapi";
import { StaleEditError } from "../sales/conflict";
import { lockDocument } from "../utils/database";
import { isCurrentVersion, STALE_SETTINGS_MESSAGE } from "@agency/shared";

/** What a refused save says, where "Ce document…" would not fit. */
const STALE_MESSAGES: Partial<Record<string, string>> = {
  "api::company-setting.company-setting": STALE_SETTINGS_MESSAGE,
};

/**
 * The `If-Match` of the request that PUTs this very document, if the write is that request's own: a rule that
 * writes another record along the way is not checked against it. A single type's PUT names no document: its one.
 */
function versionAsked(strapi: Core.Strapi, uid: string, documentId: string): string | null {
  const ctx = strapi.requestContext.get();
  const tag = ctx?.get("if-match");
  if (!ctx || !tag) return null;
  const route = ctx.state?.route as { handler?: unknown } | undefined;
  if (route?.handler !== `${uid}.update`) return null;
  const single = strapi.contentType(uid as UID.ContentType)?.kind === "singleType";
  return (single ? ctx.params?.id === undefined : ctx.params?.id === documentId) ? tag : null;
}

/**
 * A save sent with the version its form was opened on (`If-Match`, see shared's edit-version) is refused, 412, when
 * the record was written since: two people editing one client, invoice, article or the settings no longer overwrite
 * each other unseen. The record is held from the check to the write, so of saves made at once on one version one
 * goes through. Writes without the header (Strapi's panel, scripts, actions such as a status change) go on as before.
 */
export function refuseStaleEdits(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { documentId } = context.params as { documentId?: string };
    if (context.action !== "update" || !documentId || !context.uid.startsWith("api::")) return next();
    const tag = versionAsked(strapi, context.uid, documentId);
    if (!tag) return next();
    const uid = context.uid as UID.ContentType;
    return strapi.db.transaction(async () => {
      await lockDocument(strapi, uid, documentId, "update");
      const current = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ["updatedAt"] })) as {
        updatedAt?: string | Date | null;
      } | null;
      if (current && !isCurrentVersion(tag, current.updatedAt)) throw new StaleEditError(STALE_MESSAGES[uid]);
      return next();
    });
  });
}
