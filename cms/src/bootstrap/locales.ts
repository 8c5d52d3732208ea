import type { Core } from "@strapi/strapi";

/** The public site's languages; French is the default and the fallback. */
export const SITE_LOCALES = [
  { code: "fr", name: "Français (fr)" },
  { code: "en", name: "English (en)" },
  { code: "ar", name: "العربية (ar)" },
] as const;

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin("i18n").service("locales");
  for (const locale of SITE_LOCALES) {
    if (!(await locales.findByCode(locale.code))) {
      await locales.create({ code: locale.code, name: locale.name });
    }
  }
  if ((await locales.getDefaultLocale()) !== "fr") {
    await locales.setDefaultLocale({ code: "fr" });
  }
}
