import type { Core } from "@strapi/strapi";
import { COMPANY_DOCUMENT_REFUSED, IMAGE_REQUIRED, isCompanyDocumentType, isImageType } from "@agency/shared";
import { errors } from "@strapi/utils";

interface MediaAttribute {
  type: "media";
  allowedTypes?: string[];
}

/**
 * The file ids a media value names, in every shape Strapi takes: an id, `{ id }` (the panel sends whole file
 * objects), a list, `{ set | connect }` (what is disconnected needs no check).
 */
const fileIds = (value: unknown): number[] => {
  if (value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return value.flatMap(fileIds);
  if (typeof value !== "object") return [Number(value)];
  const { id, set, connect } = value as { id?: unknown; set?: unknown; connect?: unknown };
  return id !== undefined ? fileIds(id) : [...fileIds(set), ...fileIds(connect)];
};

/**
 * Each media field takes only the types it needs: image fields raster images,
 * the client's document a PDF or an image. Checked in the document service, so
 * Strapi's panel and scripts are held to it as well as the API.
 */
export function checkMediaFieldTypes(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== "create" && context.action !== "update") return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const attributes = context.contentType.attributes as Record<string, { type: string }>;
    for (const [field, attribute] of Object.entries(attributes)) {
      if (attribute.type !== "media" || !(field in data)) continue;
      const ids = [...new Set(fileIds(data[field]))];
      if (ids.length === 0) continue;
      const imagesOnly = !(attribute as MediaAttribute).allowedTypes?.includes("files");
      const accepts = imagesOnly ? isImageType : isCompanyDocumentType;
      const files = await strapi.db
        .query("plugin::upload.file")
        .findMany({ where: { id: { $in: ids } }, select: ["id", "mime"] });
      if (files.length !== ids.length || files.some((file: { mime: string }) => !accepts(file.mime))) {
        const message = imagesOnly ? IMAGE_REQUIRED : COMPANY_DOCUMENT_REFUSED;
        throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: "ValidationError" }] });
      }
    }
    return next();
  });
}
