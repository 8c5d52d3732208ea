import type { ShareLinkCreated, ShareLinkState } from "@agency/shared";
import { z } from "zod";
import { apiFetch } from "./http";
import type { MailedResource } from "./mailMethods";
import { collections } from "./strapiQuery";

/** The documents a client may open from a link: those mailed with their PDF. */
export type SharedResource = MailedResource;

const shareLinkStateAnswer = z.object({
  data: z.object({ active: z.boolean(), createdAt: z.string().nullable(), expiresAt: z.string().nullable() }),
}) satisfies z.ZodType<{ data: ShareLinkState }>;

const shareLinkCreatedAnswer = z.object({
  data: z.object({ url: z.url(), expiresAt: z.string() }),
}) satisfies z.ZodType<{ data: ShareLinkCreated }>;

/** `GET` and `DELETE` answer whether a link works now (`{ data: ShareLinkState }`). */
export const readShareLinkState = (body: unknown): ShareLinkState => shareLinkStateAnswer.parse(body).data;

/** `POST` answers the new link, the only time its address is readable (`{ data: ShareLinkCreated }`). */
export const readShareLinkCreated = (body: unknown): ShareLinkCreated => shareLinkCreatedAnswer.parse(body).data;

/** `/api/<invoices|quotes|credit-notes>/<documentId>/share`. */
export const shareLinkPath = (resource: SharedResource, id: string): string =>
  `/api/${collections[resource]}/${encodeURIComponent(id)}/share`;

/** "Lien client" of an invoice, a quote or a credit note: custom methods of the data provider. */
export const shareMethods = {
  /** Whether the document's link works now, and until when. */
  shareLink: async (resource: SharedResource, id: string, signal?: AbortSignal): Promise<ShareLinkState> =>
    readShareLinkState(await apiFetch(shareLinkPath(resource, id), { signal })),

  /** A new link, replacing the previous one (which stops working); a draft invoice is refused (409). */
  createShareLink: async (resource: SharedResource, id: string): Promise<ShareLinkCreated> =>
    readShareLinkCreated(await apiFetch(shareLinkPath(resource, id), { method: "POST" })),

  /** The link stops working at once; answers the state after it. */
  revokeShareLink: async (resource: SharedResource, id: string): Promise<ShareLinkState> =>
    readShareLinkState(await apiFetch(shareLinkPath(resource, id), { method: "DELETE" })),
};
