import type { Core } from "@strapi/strapi";
import fs from "node:fs/promises";
import path from "node:path";
import { bucketUrl, publicBaseUrl, s3Storage } from "../uploads/s3-storage";

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

interface StoredFile {
  url: string;
  provider: string;
}

const LOGO_TIMEOUT_MS = 5_000;

/**
 * Where the cms reads an object of the bucket: on the S3 endpoint it talks to,
 * which inside a private network is not the public address in the file's `url`.
 */
function bucketAddress(url: string): string {
  const storage = s3Storage();
  if (!storage) return url;
  const base = `${publicBaseUrl(storage)}/`;
  return url.startsWith(base) ? `${bucketUrl(storage)}/${url.slice(base.length)}` : url;
}

/** A stored file's bytes: on the cms's disk, or in the S3 bucket; null for another provider. */
async function storedBytes(strapi: Core.Strapi, file: StoredFile): Promise<Buffer | null> {
  if (file.provider === "local") return fs.readFile(path.join(strapi.dirs.static.public, file.url));
  if (file.provider !== "aws-s3") return null;
  const response = await fetch(bucketAddress(file.url), { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The name documents and mails carry while the settings hold none. */
const DEFAULT_COMPANY_NAME = "Agence Digitale";

/** The company's name as its settings say: what heads its documents and signs its mails. */
export async function companyName(strapi: Core.Strapi): Promise<string> {
  const settings = await strapi.db.query("api::company-setting.company-setting").findOne({ select: ["name"] });
  return settings?.name || DEFAULT_COMPANY_NAME;
}

/** The company settings that head and foot every document, with the logo's bytes. */
export async function loadCompany(strapi: Core.Strapi): Promise<Company> {
  const settings = await strapi.documents("api::company-setting.company-setting").findFirst({ populate: ["logo"] });
  const company: Company = { ...(settings ?? {}), name: settings?.name || DEFAULT_COMPANY_NAME, logo: undefined };
  const logo = settings?.logo;
  if (logo?.url && EMBEDDABLE.has(logo.mime)) {
    try {
      company.logo = (await storedBytes(strapi, logo)) ?? undefined;
    } catch (error) {
      strapi.log.warn(`Company logo ${logo.url} unreadable, documents printed without it: ${(error as Error).message}`);
    }
  }
  return company;
}
