import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  firstZodMessage,
  quoteAcceptanceSchema,
  quoteRejectionSchema,
  zodFieldErrors,
  type SharedKind,
} from "@agency/shared";
import { visitorAddress } from "../../../auth/visitor";
import { loadCompany } from "../../../documents/company";
import { loadSalesDocument, salesPdfFile } from "../../../documents/controller";
import { sendFile } from "../../../documents/responses";
import { AnswerConflict, answerQuote, type Answer } from "../../../share/answers";
import { linkOfToken, type StoredLink } from "../../../share/links";
import { publicDocument, type SharedRecord } from "../../../share/public-view";
import { recordView, type Visitor } from "../../../share/views";
import type { Context } from "../../../utils/context";

/** Every refusal reads as an unknown address: a wrong, expired or revoked link, or a document gone. */
const notFound = () => new errors.NotFoundError("Not Found");

const visitorOf = (ctx: Context): Visitor => ({
  address: visitorAddress(ctx),
  userAgent: ctx.get("x-visitor-agent").slice(0, 300),
});

/** The version of the quote the page showed, sent back with the answer; none matches no quote. */
const versionOf = (ctx: Context): string => {
  const version = (ctx.request.body as { version?: unknown } | undefined)?.version;
  return typeof version === "string" ? version : "";
};

/**
 * GET /api/public/documents/:token (+ /pdf), POST …/accept and …/reject: one document through its client's link,
 * for the site's server only (policy site-caller). A token opens that one document and nothing else.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function open(ctx: Context): Promise<{ link: StoredLink; record: SharedRecord }> {
    const link = await linkOfToken(strapi, String(ctx.params.token ?? ""));
    if (!link) throw notFound();
    const record = (await loadSalesDocument(strapi, link.kind as SharedKind, link.recordId)) as SharedRecord | null;
    if (!record) throw notFound();
    return { link, record };
  }

  async function answerWith(ctx: Context, link: StoredLink, answer: Answer) {
    try {
      await answerQuote(strapi, link, answer, visitorOf(ctx));
    } catch (error) {
      if (error instanceof AnswerConflict) return ctx.conflict(error.message, { reason: error.reason });
      throw error;
    }
    const record = (await loadSalesDocument(strapi, link.kind, link.recordId)) as SharedRecord;
    ctx.body = { data: await publicDocument(strapi, link.kind, record, await loadCompany(strapi), link.expiresAt) };
  }

  return {
    async show(ctx: Context) {
      const { link, record } = await open(ctx);
      await recordView(strapi, link, visitorOf(ctx));
      ctx.set("Cache-Control", "no-store");
      ctx.body = { data: await publicDocument(strapi, link.kind, record, await loadCompany(strapi), link.expiresAt) };
    },

    async pdf(ctx: Context) {
      const { link, record } = await open(ctx);
      const { body, fileName } = await salesPdfFile(strapi, link.kind, record);
      sendFile(ctx, body, fileName, "pdf");
    },

    async accept(ctx: Context) {
      const { link } = await open(ctx);
      const parsed = quoteAcceptanceSchema.safeParse(ctx.request.body ?? {});
      if (!parsed.success)
        return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
      await answerWith(ctx, link, { decision: "accepted", input: parsed.data, version: versionOf(ctx) });
    },

    async reject(ctx: Context) {
      const { link } = await open(ctx);
      const parsed = quoteRejectionSchema.safeParse(ctx.request.body ?? {});
      if (!parsed.success)
        return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
      await answerWith(ctx, link, { decision: "rejected", input: parsed.data, version: versionOf(ctx) });
    },
  };
};
