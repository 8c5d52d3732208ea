import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { siteSecret } from "../../../auth/visitor";
import { openPreview, type PreviewTarget } from "../../../preview/token";
import type { Context } from "../../../utils/context";

const MEDIA_FIELDS = ["url", "alternativeText", "width", "height"] as const;
const ARTICLE_FIELDS = [
  "title",
  "excerpt",
  "content",
  "category",
  "author",
  "date",
  "createdAt",
  "status",
  "locale",
] as const;
const SITE_TEXT_FIELDS = [
  "heroTitle",
  "heroSubtitle",
  "missionText",
  "visionText",
  "expertiseText",
  "expertiseItems",
  "aboutIntro",
  "servicesIntro",
  "portfolioText",
  "contactIntro",
  "supportText",
  "address",
  "email",
  "phone",
  "locale",
] as const;

async function previewed(strapi: Core.Strapi, target: PreviewTarget) {
  if (target.uid === "api::article.article") {
    const article = await strapi.documents(target.uid).findOne({
      documentId: target.documentId,
      locale: target.locale,
      fields: [...ARTICLE_FIELDS],
      populate: { coverImage: { fields: [...MEDIA_FIELDS] } },
    });
    return article ? { kind: "article" as const, article: { ...article, documentId: target.documentId } } : null;
  }
  const text = await strapi.documents(target.uid).findFirst({ locale: target.locale, fields: [...SITE_TEXT_FIELDS] });
  return text ? { kind: "siteText" as const, siteText: text } : null;
}

/**
 * GET /api/previews/:token: what Strapi's preview button shows, for the site's server only (policy site-caller).
 * The token, signed by this cms's preview handler and short-lived, opens that one document in that language,
 * whatever its status; anything else reads as an unknown address. Never cached.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const secret = siteSecret();
    const target = secret ? openPreview(String(ctx.params.token ?? ""), secret) : null;
    const found = target ? await previewed(strapi, target) : null;
    if (!found) throw new errors.NotFoundError("Not Found");
    ctx.set("Cache-Control", "no-store");
    ctx.body = { data: found };
  },
});
