import sanitizeHtml from "sanitize-html";
import { ARTICLE_HTML_RULES } from "@agency/shared";

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_RULES);
}
