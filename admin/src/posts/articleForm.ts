import { articleSchema, ROLE_ADMIN, type ArticleStatus, type BlogCategory, type StaffRole } from "@agency/shared";

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

/** The first message per field of the shared article rules, as react-admin's `validate` wants. */
export const validateArticle = (values: Record<string, unknown>): Record<string, string> => {
  const result = articleSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
};

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
 * The body of `POST`/`PUT /api/articles` from the form's values (trimmed by the shared schema).
 * `coverImage` is the uploaded file's id, sent only when a new cover was chosen: leaving it out
 * keeps the current one. Throws when the values break the rules the form already checked.
 */
export const toArticlePayload = (values: Record<string, unknown>, coverImage?: number): ArticlePayload => {
  const data = articleSchema.parse(values);
  return {
    title: data.title,
    content: data.content,
    excerpt: data.excerpt ?? "",
    category: data.category ?? NEW_ARTICLE_DEFAULTS.category,
    status: data.status ?? NEW_ARTICLE_DEFAULTS.status,
    ...(coverImage === undefined ? {} : { coverImage }),
  };
};

/** "Retour" from the form: the spec sends it to the dashboard, which writers may not open. */
export const backPathFor = (role: StaffRole | undefined): string => (role === ROLE_ADMIN ? "/dashboard" : "/posts");
