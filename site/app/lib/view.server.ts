import type { ClientEvent, PublicDocument } from "@agency/shared";
import type { ArticleCardData } from "../components/ArticleCard";
import type { ArticleViewData } from "../components/ArticleView";
import type { ContactDetails } from "../components/ContactInfo";
import type { FaqItem } from "../components/FaqAccordion";
import type { ProjectCardData } from "../components/ProjectCard";
import type { ServiceCardData } from "../components/ServiceCards";
import type { Language } from "../i18n";
import { sanitizeArticleHtml } from "./article-html.server";
import type { Article, ArticleSummary, Faq, OpeningHour, Project, Service, SiteText } from "./content.server";
import { formatDate, formatDateTime, formatTime } from "./format";

/** What loaders send to the page components: only the fields shown, already formatted. */

export { requestLanguage } from "../i18n.server";

export function articleCard(locale: Language, article: ArticleSummary): ArticleCardData {
  return {
    documentId: article.documentId,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    author: article.author,
    date: formatDate(locale, article.date ?? article.createdAt),
    isoDate: (article.date ?? article.createdAt ?? "").slice(0, 10) || null,
    lang: article.locale === locale ? null : article.locale,
    coverImage: article.coverImage,
  };
}

/** An article's page (or its preview): its dates in the visitor's language, its HTML sanitised. */
export function articleView(locale: Language, article: Article): ArticleViewData {
  return {
    title: article.title,
    category: article.category,
    author: article.author,
    date: formatDate(locale, article.date ?? article.createdAt),
    isoDate: article.date ?? article.createdAt,
    lang: article.locale === locale ? null : article.locale,
    coverImage: article.coverImage,
    html: sanitizeArticleHtml(article.content),
  };
}

export function projectCard(project: Project): ProjectCardData {
  return {
    slug: project.slug,
    title: project.title,
    client: project.client,
    description: project.description,
    image: project.image,
  };
}

export function serviceCard({ slug, title, description }: Service): ServiceCardData {
  return { slug, title, description };
}

export function faqItem({ documentId, question, answer }: Faq): FaqItem {
  return { documentId, question, answer };
}

export function contactDetails(locale: Language, text: SiteText, hours: OpeningHour[]): ContactDetails {
  return {
    supportText: text.supportText,
    address: text.address,
    email: text.email,
    phone: text.phone,
    hours: hours.map((line) => ({
      days: line.days,
      opens: formatTime(locale, line.opensAt),
      closes: formatTime(locale, line.closesAt),
    })),
  };
}

/** A client's document as issued, with the dates of its history, answer and link in the visitor's language. */
export interface ClientDocumentView {
  document: PublicDocument;
  history: Array<{ event: ClientEvent; at: string; date: string; name: string | null }>;
  answer: { decision: "accepted" | "rejected"; date: string; name: string | null; comment: string | null } | null;
  linkExpiresOn: string;
}

export function clientDocumentView(locale: Language, document: PublicDocument): ClientDocumentView {
  return {
    document,
    history: document.history.map((entry) => ({ ...entry, date: formatDateTime(locale, entry.at) })),
    answer: document.answer && { ...document.answer, date: formatDateTime(locale, document.answer.at) },
    linkExpiresOn: formatDateTime(locale, document.linkExpiresAt),
  };
}
