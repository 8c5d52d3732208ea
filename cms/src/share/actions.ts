import type { Core } from "@strapi/strapi";
import type { SharedKind } from "@agency/shared";
import type { Loaded } from "../documents/mail";
import type { Context } from "../utils/context";
import { createShareLink, revokeShareLink, shareLinkState } from "./links";

/** What a draft invoice answers: it is not a document the client may see yet. */
export const DRAFT_INVOICE_SHARE = "Émettez la facture avant de la partager.";

/**
 * GET, POST and DELETE /api/<invoices|quotes|credit-notes>/:id/share (admin): whether the document's client link
 * works, a new link (its address shown this once), the link's revocation.
 */
export function documentShareActions(
  strapi: Core.Strapi,
  kind: SharedKind,
  load: (documentId: string) => Promise<Loaded | null>,
  notFound: string,
) {
  return {
    async shareState(ctx: Context) {
      const loaded = await load(String(ctx.params.id));
      if (!loaded) return ctx.notFound(notFound);
      ctx.body = { data: await shareLinkState(strapi, kind, loaded.record.documentId) };
    },

    async share(ctx: Context) {
      const loaded = await load(String(ctx.params.id));
      if (!loaded) return ctx.notFound(notFound);
      if (kind === "invoice" && loaded.record.state === "draft") return ctx.conflict(DRAFT_INVOICE_SHARE);
      ctx.status = 201;
      ctx.body = { data: await createShareLink(strapi, kind, loaded.record.documentId, loaded.number) };
    },

    async unshare(ctx: Context) {
      const loaded = await load(String(ctx.params.id));
      if (!loaded) return ctx.notFound(notFound);
      ctx.body = { data: await revokeShareLink(strapi, kind, loaded.record.documentId, loaded.number) };
    },
  };
}
