import type { Core } from "@strapi/strapi";
import { sanitizeArticleHtml } from "../utils/sanitize-html";

const ARTICLE_UID = "api::article.article";

/**
 * An article's HTML is sanitised in the document service, so what Strapi's
 * panel or a script writes is cleaned as the API's is, before it is stored:
 * the back-office shows stored HTML as it is.
 */
export function sanitizeArticlesOnWrite(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ARTICLE_UID || (context.action !== "create" && context.action !== "update")) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && typeof data.content === "string") data.content = sanitizeArticleHtml(data.content);
    return next();
  });
}
