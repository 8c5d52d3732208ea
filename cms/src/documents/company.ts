import type { Core } from "@strapi/strapi";
import fs from "node:fs/promises";
import path from "node:path";

export interface Company {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  website?: string | null;
  ice?: string | null;
  fiscalId?: string | null;
  rc?: string | null;
  patente?: string | null;
  cnss?: string | null;
  capital?: string | null;
  /** The RIB (24 digits) that e-invoices give for a payment by transfer. */
  rib?: string | null;
  /** Why the 0 % lines of e-invoices carry no VAT: an id of shared's VAT_EXEMPTION_REASONS. */
  vatExemption?: string | null;
  /** The documents' mail template (settings' "Facturation"); blank is the default one. */
  mailSubjectTemplate?: string | null;
  mailMessageTemplate?: string | null;
  /** PNG or JPEG bytes (the formats a PDF embeds as they are), when a logo is set. */
  logo?: Buffer;
}

const EMBEDDABLE = new Set(["image/png", "image/jpeg"]);

/** The company settings that head and foot every document, with the logo's bytes. */
export async function loadCompany(strapi: Core.Strapi): Promise<Company> {
  const settings = await strapi.documents("api::company-setting.company-setting").findFirst({ populate: ["logo"] });
  const company: Company = { ...(settings ?? {}), name: settings?.name || "Agence Digitale", logo: undefined };
  const logo = settings?.logo;
  if (logo?.url && EMBEDDABLE.has(logo.mime) && logo.provider === "local") {
    try {
      company.logo = await fs.readFile(path.join(strapi.dirs.static.public, logo.url));
    } catch (error) {
      strapi.log.warn(`Company logo ${logo.url} unreadable, documents printed without it: ${(error as Error).message}`);
    }
  }
  return company;
}
