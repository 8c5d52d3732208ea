import sanitizeHtml from "sanitize-html";
import { ARTICLE_HTML_RULES } from "@agency/shared";

/**
 * The cms cleans what its API stores, but Strapi's admin panel writes past that
 * controller, so the site cleans again, with the same shared rules, before it renders.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_RULES);
}
