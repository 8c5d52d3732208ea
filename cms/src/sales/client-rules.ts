import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { clientIdentifiersSchema, firstZodMessage } from "@agency/shared";

const CLIENT_UID = "api::client.client";
type Data = Record<string, unknown>;

/**
 * ICE and IF on every path (the API, Strapi's panel, scripts): digits as the
 * shared schema reads them, an ICE for every company; stored without the
 * spaces people paste.
 */
export function enforceClientRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: string; data?: Data };
    if (context.uid !== CLIENT_UID || !params.data || (context.action !== "create" && context.action !== "update"))
      return next();
    const data = params.data;
    if (!("type" in data || "ice" in data || "fiscalId" in data)) return next();
    const current =
      context.action === "update" && params.documentId
        ? await strapi.db
            .query(CLIENT_UID)
            .findOne({ where: { documentId: params.documentId }, select: ["type", "ice", "fiscalId"] })
        : null;
    const parsed = clientIdentifiersSchema.safeParse({
      type: data.type ?? current?.type ?? undefined,
      ice: "ice" in data ? data.ice : current?.ice,
      fiscalId: "fiscalId" in data ? data.fiscalId : current?.fiscalId,
    });
    if (!parsed.success) throw new errors.ValidationError(firstZodMessage(parsed.error));
    if ("ice" in data) data.ice = parsed.data.ice || null;
    if ("fiscalId" in data) data.fiscalId = parsed.data.fiscalId || null;
    return next();
  });
}
