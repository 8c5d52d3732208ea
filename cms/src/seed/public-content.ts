import type { Core, UID } from "@strapi/strapi";
import { documentData } from "../utils/documents";
import { ARTICLES } from "./content/articles";
import { FAQS } from "./content/faqs";
import { PARTNERS } from "./content/partners";
import { PROJECTS } from "./content/projects";
import { STATS } from "./content/stats";
import { TEAM } from "./content/team";
import type { Locale, Localised } from "./content/types";
import { uploadSeedImage } from "./uploads";

const TRANSLATIONS: Locale[] = ["en", "ar"];

/**
 * Creates a document in French, then its English and Arabic versions.
 * `shared` holds the fields common to every language.
 */
async function createLocalised<T extends object>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  shared: Record<string, unknown>,
  text: Localised<T>,
): Promise<string> {
  const documents = strapi.documents(uid);
  const created = await documents.create({ locale: "fr", data: { ...shared, ...text.fr } });
  for (const locale of TRANSLATIONS) {
    await documents.update({ documentId: created.documentId, locale, data: { ...shared, ...text[locale] } });
  }
  return created.documentId;
}

/** One localised string, as the field `field` of each language's version. */
function asField(field: string, text: Localised<string>): Localised<Record<string, string>> {
  return { fr: { [field]: text.fr }, en: { [field]: text.en }, ar: { [field]: text.ar } };
}

async function isEmpty(strapi: Core.Strapi, uid: UID.ContentType): Promise<boolean> {
  return (await strapi.db.query(uid).count()) === 0;
}

async function seedArticles(strapi: Core.Strapi): Promise<void> {
  if (!(await isEmpty(strapi, "api::article.article"))) return;
  const ids = new Map<string, string>();
  for (const article of ARTICLES) {
    const coverImage = await uploadSeedImage(strapi, article.image, article.text.fr.title);
    const shared = {
      category: article.category,
      author: article.author,
      date: article.date,
      coverImage,
      status: "published",
    };
    ids.set(article.key, await createLocalised(strapi, "api::article.article", shared, article.text));
  }
  for (const article of ARTICLES) {
    const related = article.related.map((key) => ids.get(key)).filter((id): id is string => Boolean(id));
    for (const locale of ["fr", ...TRANSLATIONS]) {
      await strapi.documents("api::article.article").update({
        documentId: ids.get(article.key)!,
        locale,
        data: documentData<"api::article.article">({ relatedPosts: related }),
      });
    }
  }
}

async function seedFaqs(strapi: Core.Strapi): Promise<void> {
  if (!(await isEmpty(strapi, "api::faq.faq"))) return;
  for (const faq of FAQS) {
    await createLocalised(strapi, "api::faq.faq", { category: faq.category, order: faq.order }, faq.text);
  }
}

async function seedProjects(strapi: Core.Strapi): Promise<void> {
  if (!(await isEmpty(strapi, "api::project.project"))) return;
  for (const project of PROJECTS) {
    const image = await uploadSeedImage(strapi, project.image, project.text.fr.title);
    const shared = { slug: project.slug, client: project.client, year: project.year, order: project.order, image };
    await createLocalised(strapi, "api::project.project", shared, project.text);
  }
}

async function seedTeam(strapi: Core.Strapi): Promise<void> {
  if (!(await isEmpty(strapi, "api::team-member.team-member"))) return;
  for (const member of TEAM) {
    const image = await uploadSeedImage(strapi, member.image, member.name);
    const shared = { name: member.name, order: member.order, image };
    await createLocalised(strapi, "api::team-member.team-member", shared, asField("role", member.role));
  }
}

async function seedPartnersAndStats(strapi: Core.Strapi): Promise<void> {
  if (await isEmpty(strapi, "api::partner.partner")) {
    for (const partner of PARTNERS) {
      const shared = { url: partner.url, order: partner.order };
      await createLocalised(strapi, "api::partner.partner", shared, asField("name", partner.name));
    }
  }
  if (await isEmpty(strapi, "api::stat.stat")) {
    for (const stat of STATS) {
      const shared = { value: stat.value, order: stat.order };
      await createLocalised(strapi, "api::stat.stat", shared, asField("label", stat.label));
    }
  }
}

/** The collections of the public pages, in fr / en / ar, each filled only while it is empty. */
export async function seedPublicContent(strapi: Core.Strapi): Promise<void> {
  for (const seed of [seedArticles, seedFaqs, seedProjects, seedTeam, seedPartnersAndStats]) await seed(strapi);
}
