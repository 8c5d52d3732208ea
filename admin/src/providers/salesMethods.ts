import { z } from "zod";
import { apiFetch, versionTagOf } from "./http";
import { collections, readEntryBody } from "./strapiQuery";

/** The react-admin resources of the sales documents (/api/invoices, /api/quotes, /api/deliveries). */
export type SalesResource = "invoices" | "quotes" | "delivery";

// Components are not populated by Strapi unless asked: the detail needs the lines.
const detailPopulate: Record<SalesResource, string> = {
  invoices:
    "populate[client]=true&populate[items]=true&populate[quote]=true&populate[payments]=true" +
    "&populate[creditNotes][fields][0]=totalAmount",
  quotes: "populate[client]=true&populate[items]=true",
  delivery: "populate[client]=true&populate[invoice]=true&populate[items]=true",
};

const entryPath = (resource: SalesResource, id: string): string =>
  `/api/${collections[resource]}/${encodeURIComponent(id)}`;

const nextNumberBody = z.object({ number: z.string().min(1) });

/** The sales documents' calls beyond CRUD: custom methods of the data provider. */
export const salesMethods = {
  /** The number the server would allocate next, e.g. "FA-26-0042". */
  nextNumber: async (resource: SalesResource, signal?: AbortSignal): Promise<string> =>
    nextNumberBody.parse(await apiFetch(`/api/${collections[resource]}/next-number`, { signal })).number,

  /**
   * One document with its client, lines (and, for an invoice, its quote, payments and credit notes' totals); `id` is
   * the documentId.
   */
  salesDocument: async (resource: SalesResource, id: string, signal?: AbortSignal): Promise<unknown> =>
    readEntryBody(resource, await apiFetch(`${entryPath(resource, id)}?${detailPopulate[resource]}`, { signal })),

  /** Creates a document (once per idempotency key); answers its documentId. */
  createSalesDocument: async (resource: SalesResource, data: object, idempotencyKey: string): Promise<string> =>
    String(
      readEntryBody(
        resource,
        await apiFetch(`/api/${collections[resource]}`, { method: "POST", json: { data }, idempotencyKey }),
      ).id,
    ),

  /**
   * Updates a document: all its fields, or only `{ status }`. `openedAt`: the `updatedAt` the form was opened on, so
   * that a save over someone else's is refused.
   */
  updateSalesDocument: async (resource: SalesResource, id: string, data: object, openedAt?: string): Promise<void> => {
    await apiFetch(entryPath(resource, id), { method: "PUT", json: { data }, ifMatch: versionTagOf(openedAt) });
  },

  /** Turns an accepted quote into a new invoice; answers the invoice's documentId. */
  convertQuote: async (quoteId: string): Promise<string> =>
    String(readEntryBody("invoices", await apiFetch(`${entryPath("quotes", quoteId)}/convert`, { method: "POST" })).id),
};
