import { z } from "zod";
import { ARTICLE_STATUSES, BLOG_CATEGORIES } from "../labels/content.js";
import { optionalText, requiredText } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

/** Generous: the rich-text editor may inline images before they are moved to uploads. */
export const MAX_ARTICLE_CONTENT_LENGTH = 500_000;

/**
 * Article form. The content minimum counts the trimmed raw HTML, as the
 * original form did; the server sanitises the HTML separately.
 */
export const articleSchema = z.object(
  {
    title: requiredText(MESSAGES.articleTitle, 200, 5),
    content: requiredText(MESSAGES.articleContent, MAX_ARTICLE_CONTENT_LENGTH, 50),
    excerpt: optionalText(500),
    category: z.enum(BLOG_CATEGORIES, { error: MESSAGES.articleCategory }).optional(),
    status: z.enum(ARTICLE_STATUSES, { error: MESSAGES.articleStatus }).optional(),
  },
  OBJECT_ERROR,
);

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleData = z.output<typeof articleSchema>;
