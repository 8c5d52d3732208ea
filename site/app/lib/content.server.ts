import type { Language } from "../i18n";
import { CmsError, cmsGet, type QueryValue } from "./cms.server";

/**
 * The public content of the cms, in the visitor's language. Every type is
 * localised with Strapi's i18n; where a document has no version in the
 * visitor's language, its French version (the default locale) stands in.
 */

/** An uploaded image. Its `url` is /uploads/…, which the site serves itself (routes/uploads.$.tsx). */
export interface Media {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
}

interface Document {
  documentId: string;
  locale: string;
}

interface ListAnswer<T> {
  data: T[];
  meta: { pagination: { page: number; pageCount: number } };
}

const MEDIA_FIELDS = ["url", "alternativeText", "width", "height"];

/** Strapi 5 REST: populate[image][fields][0]=url&… */
function populateMedia(field: string): Record<string, string> {
  return Object.fromEntries(MEDIA_FIELDS.map((name, index) => [`populate[${field}][fields][${index}]`, name]));
}

async function findAllInLocale<T>(path: string, locale: string, query: Record<string, QueryValue>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await cmsGet<ListAnswer<T>>(path, {
      ...query,
      locale,
      "pagination[page]": page,
      "pagination[pageSize]": 100,
    });
    items.push(...answer.data);
    if (page >= answer.meta.pagination.pageCount) return items;
  }
}

/** Every document of a collection in `locale`, plus the French version of those not translated. */
async function findLocalised<T extends Document>(
  path: string,
  locale: Language,
  query: Record<string, QueryValue> = {},
): Promise<T[]> {
  const [own, french] = await Promise.all([
    findAllInLocale<T>(path, locale, query),
    locale === "fr" ? Promise.resolve([]) : findAllInLocale<T>(path, "fr", query),
  ]);
  const translated = new Set(own.map((item) => item.documentId));
  return [...own, ...french.filter((item) => !translated.has(item.documentId))];
}

async function findOneLocalised<T>(
  path: string,
  locale: Language,
  query: Record<string, QueryValue> = {},
): Promise<T | null> {
  for (const candidate of locale === "fr" ? ["fr"] : [locale, "fr"]) {
    try {
      return (await cmsGet<{ data: T }>(path, { ...query, locale: candidate })).data;
    } catch (error) {
      if (!(error instanceof CmsError && error.status === 404)) throw error;
    }
  }
  return null;
}

const byOrder = <T extends { order: number | null }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0);

// ——— Site text, services, opening hours ———

export interface SiteText {
  heroTitle: string;
  heroSubtitle: string;
  missionText: string;
  visionText: string;
  expertiseText: string;
  expertiseItems: string;
  aboutIntro: string;
  servicesIntro: string;
  portfolioText: string;
  contactIntro: string;
  supportText: string;
  address: string;
  email: string;
  phone: string;
}

export async function getSiteText(locale: Language): Promise<SiteText> {
  const text = await findOneLocalised<SiteText>("/api/site-content", locale);
  if (!text) throw new CmsError("the site text (single type site-content) is missing in the cms", 404);
  return text;
}

export interface Service extends Document {
  slug: string;
  title: string;
  description: string;
  order: number | null;
}

export async function getServices(locale: Language): Promise<Service[]> {
  return (await findLocalised<Service>("/api/services", locale)).sort(byOrder);
}

export interface OpeningHour extends Document {
  days: string;
  opensAt: string | null;
  closesAt: string | null;
  order: number | null;
}

export async function getOpeningHours(locale: Language): Promise<OpeningHour[]> {
  return (await findLocalised<OpeningHour>("/api/opening-hours", locale)).sort(byOrder);
}

// ——— Partners, stats, team, projects, FAQ ———

export interface Partner extends Document {
  name: string;
  url: string | null;
  order: number | null;
}

export async function getPartners(locale: Language): Promise<Partner[]> {
  return (await findLocalised<Partner>("/api/partners", locale)).sort(byOrder);
}

export interface Stat extends Document {
  label: string;
  value: string;
  order: number | null;
}

export async function getStats(locale: Language): Promise<Stat[]> {
  return (await findLocalised<Stat>("/api/stats", locale)).sort(byOrder);
}

export interface TeamMember extends Document {
  name: string;
  role: string;
  order: number | null;
  image: Media | null;
}

export async function getTeam(locale: Language): Promise<TeamMember[]> {
  return (await findLocalised<TeamMember>("/api/team-members", locale, populateMedia("image"))).sort(byOrder);
}

export interface Project extends Document {
  slug: string;
  title: string;
  client: string | null;
  description: string | null;
  expertise: string | null;
  year: number | null;
  challenges: string | null;
  solutions: string | null;
  results: string | null;
  order: number | null;
  image: Media | null;
}

export async function getProjects(locale: Language): Promise<Project[]> {
  return (await findLocalised<Project>("/api/projects", locale, populateMedia("image"))).sort(byOrder);
}

export interface Faq extends Document {
  question: string;
  answer: string;
  category: string;
  order: number | null;
}

export async function getFaqs(locale: Language): Promise<Faq[]> {
  return (await findLocalised<Faq>("/api/faqs", locale)).sort(byOrder);
}

// ——— Articles ———

export interface ArticleSummary extends Document {
  title: string;
  excerpt: string | null;
  category: string;
  author: string | null;
  date: string | null;
  createdAt: string;
  coverImage: Media | null;
  relatedPosts: Array<{ documentId: string }>;
}

export interface Article extends ArticleSummary {
  content: string;
}

const ARTICLE_LIST_QUERY: Record<string, QueryValue> = {
  "fields[0]": "title",
  "fields[1]": "excerpt",
  "fields[2]": "category",
  "fields[3]": "author",
  "fields[4]": "date",
  "fields[5]": "createdAt",
  ...populateMedia("coverImage"),
  "populate[relatedPosts][fields][0]": "title",
};

const articleTime = (article: ArticleSummary) => Date.parse(article.date ?? article.createdAt) || 0;

/** The published articles (the cms gives visitors nothing else), newest first. */
export async function getArticles(locale: Language): Promise<ArticleSummary[]> {
  const articles = await findLocalised<ArticleSummary>("/api/articles", locale, ARTICLE_LIST_QUERY);
  return articles.sort((a, b) => articleTime(b) - articleTime(a) || b.createdAt.localeCompare(a.createdAt));
}

/** Strapi document ids are short lowercase alphanumeric strings; anything else is not an article. */
export const isDocumentId = (id: string) => /^[a-z0-9]{1,64}$/.test(id);

export async function getArticle(locale: Language, documentId: string): Promise<Article | null> {
  if (!isDocumentId(documentId)) return null;
  return findOneLocalised<Article>(`/api/articles/${documentId}`, locale, {
    ...populateMedia("coverImage"),
    "populate[relatedPosts][fields][0]": "title",
  });
}
