import type { Core } from "@strapi/strapi";
import { COMPANY_DOCUMENT_REFUSED, MAX_COMPANY_DOCUMENT_BYTES, isCompanyDocumentType } from "@agency/shared";

export const DOCUMENT_REFUSED = COMPANY_DOCUMENT_REFUSED;

/** The company document attached to a client: an uploaded PDF or image (type decided by content at upload), 5 MB at most. */
export async function checkCompanyDocument(strapi: Core.Strapi, reference: unknown): Promise<string | null> {
  if (reference === null || reference === undefined || reference === "") return null;
  const id = typeof reference === "object" ? (reference as { id?: unknown }).id : reference;
  if (!Number.isInteger(Number(id))) return DOCUMENT_REFUSED;
  const file = await strapi.db
    .query("plugin::upload.file")
    .findOne({ where: { id: Number(id) }, select: ["mime", "size"] });
  // Strapi stores sizes in KB.
  if (!file || !isCompanyDocumentType(file.mime) || Number(file.size) * 1024 > MAX_COMPANY_DOCUMENT_BYTES)
    return DOCUMENT_REFUSED;
  return null;
}
