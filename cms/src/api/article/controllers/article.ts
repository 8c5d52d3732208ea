import type { Context } from "../../../utils/context";
import { factories } from "@strapi/strapi";
import { articleSchema, firstZodMessage, zodFieldErrors } from "@agency/shared";
import { isAdmin, mediaIds, writerMayLink } from "../../../uploads/ownership";
import { sanitizeArticleHtml } from "../../../utils/sanitize-html";
import { visitorArticleQuery } from "../visitor-query";

const publishedOnly = (ctx: Context) => {
  ctx.query = visitorArticleQuery(ctx.query);
};

/**
 * Visitors read published articles only; staff see drafts too. Written HTML is
 * sanitised before it is stored, and validated with the shared schema.
 */
export default factories.createCoreController("api::article.article", ({ strapi }) => {
  const prepare = (ctx: Context, current: Record<string, unknown> = {}) => {
    const data = ctx.request.body?.data ?? {};
    const merged = { ...current, ...data };
    const cleaned = { ...merged, content: sanitizeArticleHtml(String(merged.content ?? "")) };
    const result = articleSchema.safeParse(cleaned);
    if (!result.success) {
      ctx.badRequest(firstZodMessage(result.error), { errors: zodFieldErrors(result.error) });
      return false;
    }
    ctx.request.body = { data: { ...data, ...result.data, content: cleaned.content } };
    return true;
  };

  /** A writer's cover is a file of theirs or of articles (see writerMayLink); 403 otherwise, before anything is written. */
  const coverAllowed = async (ctx: Context) => {
    if (isAdmin(ctx.state.user)) return true;
    const ids = mediaIds(ctx.request.body?.data?.coverImage);
    if (ids) {
      const allowed = await Promise.all(ids.map((id) => writerMayLink(strapi, id, ctx.state.user.id)));
      if (allowed.every(Boolean)) return true;
    }
    ctx.forbidden("Vous ne pouvez mettre en couverture qu’une image que vous avez envoyée ou celle d’un article.");
    return false;
  };

  return {
    async find(ctx) {
      if (!ctx.state.user) publishedOnly(ctx);
      return super.find(ctx);
    },
    async findOne(ctx) {
      if (!ctx.state.user) publishedOnly(ctx);
      return super.findOne(ctx);
    },
    async create(ctx) {
      if (!prepare(ctx) || !(await coverAllowed(ctx))) return;
      if (!ctx.request.body.data.author && ctx.state.user?.name) ctx.request.body.data.author = ctx.state.user.name;
      return super.create(ctx);
    },
    async update(ctx) {
      // A single `?locale=` parameter: qs parses it as a string.
      const locale = ctx.query?.locale as string | undefined;
      const current = await strapi
        .documents("api::article.article")
        .findOne({ documentId: String(ctx.params.id), ...(locale ? { locale } : {}) });
      if (!current) return ctx.notFound("Article non trouvé");
      const { title, content, excerpt, category, status } = current;
      if (!prepare(ctx, { title, content, excerpt, category, status }) || !(await coverAllowed(ctx))) return;
      return super.update(ctx);
    },
  };
});
