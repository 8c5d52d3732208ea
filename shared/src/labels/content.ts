import { keysOf, labelFor, labelRecord, toOptions, type LabelledOption } from "./options.js";

/** Categories of the public blog, by label; articles store one of these slugs. */
export const BLOG_CATEGORY_LABELS = labelRecord({
  marketing: "Marketing Digital",
  design: "Design",
  advertising: "Publicité",
  social: "Réseaux Sociaux",
  ecommerce: "E-commerce",
  analytics: "Analytique",
  trends: "Tendances",
});

export const BLOG_CATEGORIES = keysOf(BLOG_CATEGORY_LABELS);
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Value of the "all" choice in category filters. */
export const ALL_CATEGORIES = "all";

/** The back-office article filter, in the spec's order, "Tous" first. */
export const ADMIN_ARTICLE_CATEGORY_FILTER: ReadonlyArray<LabelledOption> = [
  { value: ALL_CATEGORIES, label: "Tous" },
  ...toOptions(["marketing", "design", "advertising", "social", "ecommerce"] as const, BLOG_CATEGORY_LABELS),
];

export function blogCategoryLabel(category: string): string {
  return labelFor(BLOG_CATEGORY_LABELS, category);
}

export const ARTICLE_STATUS_LABELS = labelRecord({
  draft: "Brouillon",
  published: "Publié",
});

export const ARTICLE_STATUSES = keysOf(ARTICLE_STATUS_LABELS);
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_OPTIONS = toOptions(ARTICLE_STATUSES, ARTICLE_STATUS_LABELS);

export const FAQ_CATEGORY_LABELS = labelRecord({
  general: "Général",
  services: "Services",
  projects: "Projets",
  billing: "Facturation",
});

export const FAQ_CATEGORIES = keysOf(FAQ_CATEGORY_LABELS);
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_FILTER: ReadonlyArray<LabelledOption> = [
  { value: ALL_CATEGORIES, label: "Toutes" },
  ...toOptions(FAQ_CATEGORIES, FAQ_CATEGORY_LABELS),
];

/** Services a visitor can ask about in the contact form (spec 000, point 3), by label. */
export const CONTACT_SERVICE_LABELS = labelRecord({
  "web-creation": "Création de sites web",
  "social-media": "Gestion des réseaux sociaux",
  "ad-campaigns": "Campagnes publicitaires",
  "content-creation": "Création de contenu",
  photography: "Photographie",
  "visual-identity": "Identité visuelle",
  other: "Autre",
});

export const CONTACT_SERVICES = keysOf(CONTACT_SERVICE_LABELS);
export type ContactService = (typeof CONTACT_SERVICES)[number];

export const CONTACT_SERVICE_OPTIONS = toOptions(CONTACT_SERVICES, CONTACT_SERVICE_LABELS);

export function contactServiceLabel(service: string): string {
  return labelFor(CONTACT_SERVICE_LABELS, service);
}

/** Source stored for newsletter sign-ups that do not say where they come from. */
export const DEFAULT_SUBSCRIBER_SOURCE = "Site web";

/** Header row of the subscribers CSV export, as in spec 000 point 9. */
export const SUBSCRIBER_CSV_HEADERS = ["ID", "Email", "Date d'inscription", "Source", "Statut"] as const;
