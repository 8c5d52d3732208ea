import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import {
  articleSchema,
  ROLE_ADMIN,
  type ArticleData,
  type ArticleStatus,
  type BlogCategory,
  type StaffRole,
} from "@agency/shared";

/** Cover formats the API accepts (contract: images only, 5 MB max, checked in the browser). */
export const COVER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export type CoverProblem = "cover_type" | "cover_size";

/** Why a chosen file cannot be the cover, or nothing when it can. */
export const coverFileProblem = (file: Pick<File, "type" | "size">): CoverProblem | undefined => {
  if (!COVER_TYPES.some((type) => type === file.type)) return "cover_type";
  if (file.size > MAX_COVER_BYTES) return "cover_size";
  return undefined;
};

/**
 * The form's validation: the shared `articleSchema`, the server's own rules and messages. It takes
 * the record as the inputs hold it (a cleared text is null) and answers the checked, trimmed article
 * without the record's own keys (id, dates, cover).
 */
export const articleResolver = zodResolver(articleSchema as z.ZodType<ArticleData, FieldValues>);

export interface ArticlePayload {
  title: string;
  content: string;
  excerpt: string;
  category: BlogCategory;
  status: ArticleStatus;
  coverImage?: number;
}

/** New articles: the spec's "Publier" button publishes unless the writer picks "Brouillon". */
export const NEW_ARTICLE_DEFAULTS = { category: "marketing", status: "published" } as const;

/**
 * The body of `POST`/`PUT /api/articles` from an article the resolver has checked. `coverImage` is
 * the uploaded file's id, sent only when a new cover was chosen: leaving it out keeps the current one.
 */
export const toArticlePayload = (article: ArticleData, coverImage?: number): ArticlePayload => ({
  title: article.title,
  content: article.content,
  excerpt: article.excerpt ?? "",
  category: article.category ?? NEW_ARTICLE_DEFAULTS.category,
  status: article.status ?? NEW_ARTICLE_DEFAULTS.status,
  ...(coverImage === undefined ? {} : { coverImage }),
});

/** "Retour" from the form: the spec sends it to the dashboard, which writers may not open. */
export const backPathFor = (role: StaffRole | undefined): string => (role === ROLE_ADMIN ? "/dashboard" : "/posts");
