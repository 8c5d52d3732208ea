import type { Core } from "@strapi/strapi";

/** The legal details printed on every document; editable in the back-office settings. */
export const DEMO_COMPANY = {
  name: "Agence Digitale",
  email: "contact@agence.ma",
  phone: "+212 5 22 48 00 00",
  address: "12, boulevard d’Anfa, 20040 Casablanca, Maroc",
  ice: "001234567000089",
  fiscalId: "40123456",
  rc: "Casablanca 456789",
  patente: "35123456",
  cnss: "8765432",
  capital: "100 000 DH",
  website: "https://agence.ma",
  rib: "011780000012345678901296",
};

export async function ensureCompanySettings(strapi: Core.Strapi): Promise<void> {
  const settings = strapi.documents("api::company-setting.company-setting");
  if (await settings.findFirst({})) return;
  await settings.create({ data: DEMO_COMPANY });
}
