import { z } from "zod";
import { config } from "../config";
import { apiFetch } from "../providers/http";
import { readEntryBody } from "../providers/strapiQuery";

/** The company document as Strapi's upload plugin describes it once populated. */
const companyDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
});

const optionalText = z.string().nullish();

/** A client as the detail page reads it; `id` is the Strapi documentId (dataProvider mapping). */
export const clientRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  contactName: optionalText,
  salesRep: optionalText,
  ice: optionalText,
  fiscalId: optionalText,
  archived: z.boolean().nullish(),
  notes: optionalText,
  document: companyDocumentSchema.nullish(),
  createdAt: z.string(),
});

export type ClientRecord = z.infer<typeof clientRecordSchema>;
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

/**
 * GET /api/clients/:id with its document. Not the dataProvider's getOne: that one populates
 * the relations lists need, and the contract asks `populate[document]=true` for the detail.
 */
export const fetchClient = async (id: string, signal: AbortSignal): Promise<ClientRecord> => {
  const body = await apiFetch(`/api/clients/${encodeURIComponent(id)}?populate[document]=true`, { signal });
  return clientRecordSchema.parse(readEntryBody("clients", body));
};

/** Strapi's local upload provider answers a path on the cms ("/uploads/..."); others a full URL. */
export const companyDocumentHref = (url: string): string => (url.startsWith("/") ? `${config.apiUrl}${url}` : url);
