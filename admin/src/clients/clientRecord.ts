import { z } from "zod";
import { config } from "../config";

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
  // The version an edit is saved on (If-Match).
  updatedAt: z.string().optional(),
});

export type ClientRecord = z.infer<typeof clientRecordSchema>;
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

/** Strapi's local upload provider answers a path on the cms ("/uploads/..."); others a full URL. */
export const companyDocumentHref = (url: string): string => (url.startsWith("/") ? `${config.apiUrl}${url}` : url);
