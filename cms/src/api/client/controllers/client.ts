import type { Context } from "../../../utils/context";
import { factories } from "@strapi/strapi";
import { clientSchema, firstZodMessage, zodFieldErrors } from "@agency/shared";
import { checkCompanyDocument } from "../services/company-document";
import { clientsInUse } from "../../../sales/deletion-guard";

/** Clients: validated with the shared schema; the optional company document checked for type and size. */
export default factories.createCoreController("api::client.client", ({ strapi }) => {
  const validated = async (ctx: Context, input: Record<string, unknown>) => {
    const result = clientSchema.safeParse(input);
    if (!result.success) {
      ctx.badRequest(firstZodMessage(result.error), { errors: zodFieldErrors(result.error) });
      return null;
    }
    const problem = await checkCompanyDocument(strapi, input.document);
    if (problem) {
      ctx.badRequest(problem, { errors: { document: problem } });
      return null;
    }
    return { ...result.data, document: input.document ?? null };
  };

  return {
    /** Each row says whether it may be deleted (`deletable`), by the deletion rule itself: the list offers only that. */
    async find(ctx) {
      const answer = (await super.find(ctx)) as { data: Array<{ documentId: string }>; meta: unknown };
      const inUse = await clientsInUse(
        strapi,
        answer.data.map((client) => client.documentId),
      );
      return {
        ...answer,
        data: answer.data.map((client) => ({ ...client, deletable: !inUse.has(client.documentId) })),
      };
    },

    async create(ctx) {
      const data = await validated(ctx, ctx.request.body?.data ?? {});
      if (!data) return;
      ctx.request.body = { data };
      return super.create(ctx);
    },

    async update(ctx) {
      const existing = await strapi
        .documents("api::client.client")
        .findOne({ documentId: String(ctx.params.id), populate: ["document"] });
      if (!existing) return ctx.notFound("Client introuvable");
      const { id: _id, documentId: _documentId, createdAt: _c, updatedAt: _u, publishedAt: _p, ...current } = existing;
      const data = await validated(ctx, {
        ...current,
        document: current.document?.id ?? null,
        ...(ctx.request.body?.data ?? {}),
      });
      if (!data) return;
      ctx.request.body = { data };
      return super.update(ctx);
    },

    /** GET /api/clients/:id/summary: sums by the database, and the three latest documents. */
    async summary(ctx) {
      const summary = await strapi.service("api::client.client-summary").forClient(String(ctx.params.id));
      if (!summary) return ctx.notFound("Client introuvable");
      ctx.body = summary;
    },
  };
});
