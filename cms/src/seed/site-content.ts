import type { Core } from "@strapi/strapi";
import { OPENING_HOURS, SERVICES, SITE_CONTACT, SITE_TEXT } from "./content/site";
import type { Locale } from "./content/types";
import { documentData } from "../utils/documents";

const LOCALES: Locale[] = ["fr", "en", "ar"];

/**
 * The public site's editorial text, services and opening hours, in fr / en / ar.
 * Idempotent: each type is filled only while it is empty.
 */
export async function seedSiteContent(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query("api::site-content.site-content").count()) === 0) {
    const documents = strapi.documents("api::site-content.site-content");
    const created = await documents.create({ locale: "fr", data: { ...SITE_CONTACT, ...SITE_TEXT.fr } });
    for (const locale of LOCALES.slice(1)) {
      await documents.update({
        documentId: created.documentId,
        locale,
        data: documentData<"api::site-content.site-content">({ ...SITE_CONTACT, ...SITE_TEXT[locale] }),
      });
    }
  }
  if ((await strapi.db.query("api::service.service").count()) === 0) {
    const documents = strapi.documents("api::service.service");
    for (const service of SERVICES) {
      const shared = { slug: service.slug, order: service.order };
      const created = await documents.create({ locale: "fr", data: { ...shared, ...service.text.fr } });
      for (const locale of LOCALES.slice(1)) {
        await documents.update({
          documentId: created.documentId,
          locale,
          data: documentData<"api::service.service">({ ...shared, ...service.text[locale] }),
        });
      }
    }
  }
  if ((await strapi.db.query("api::opening-hour.opening-hour").count()) === 0) {
    const documents = strapi.documents("api::opening-hour.opening-hour");
    for (const hours of OPENING_HOURS) {
      const shared = { order: hours.order, opensAt: hours.opensAt, closesAt: hours.closesAt };
      const created = await documents.create({
        locale: "fr",
        data: documentData<"api::opening-hour.opening-hour">({ ...shared, days: hours.days.fr }),
      });
      for (const locale of LOCALES.slice(1)) {
        await documents.update({
          documentId: created.documentId,
          locale,
          data: documentData({ ...shared, days: hours.days[locale] }),
        });
      }
    }
  }
}
