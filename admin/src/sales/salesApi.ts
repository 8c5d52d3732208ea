import { z } from "zod";
import { apiFetch } from "../providers/http";
import { readEntryBody } from "../providers/strapiQuery";

/** The two react-admin resources of these screens (/api/invoices, /api/quotes). */
export type SalesResource = "invoices" | "quotes";

// Components are not populated by Strapi unless asked: the detail needs the lines.
const detailPopulate: Record<SalesResource, string> = {
  invoices: "populate[client]=true&populate[items]=true&populate[quote]=true&populate[payments]=true",
  quotes: "populate[client]=true&populate[items]=true",
};

const entryPath = (resource: SalesResource, id: string): string => `/api/${resource}/${encodeURIComponent(id)}`;

const nextNumberBody = z.object({ number: z.string().min(1) });

/** The number the server would allocate next, e.g. "FA-26-0042". */
export const fetchNextNumber = async (resource: SalesResource, signal?: AbortSignal): Promise<string> =>
  nextNumberBody.parse(await apiFetch(`/api/${resource}/next-number`, { signal })).number;

/** One document with its client, lines (and, for an invoice, its quote); `id` is the documentId. */
export const fetchSalesDocument = async (resource: SalesResource, id: string, signal?: AbortSignal): Promise<unknown> =>
  readEntryBody(resource, await apiFetch(`${entryPath(resource, id)}?${detailPopulate[resource]}`, { signal }));

/** Creates a document (once per idempotency key); answers its documentId. */
export const createSalesDocument = async (
  resource: SalesResource,
  data: object,
  idempotencyKey: string,
): Promise<string> =>
  String(
    readEntryBody(resource, await apiFetch(`/api/${resource}`, { method: "POST", json: { data }, idempotencyKey })).id,
  );

/** Updates a document: all its fields, or only `{ status }`. */
export const updateSalesDocument = async (resource: SalesResource, id: string, data: object): Promise<void> => {
  await apiFetch(entryPath(resource, id), { method: "PUT", json: { data } });
};

/** Turns an accepted quote into a new invoice; answers the invoice's documentId. */
export const convertQuoteToInvoice = async (quoteId: string): Promise<string> =>
  String(readEntryBody("invoices", await apiFetch(`${entryPath("quotes", quoteId)}/convert`, { method: "POST" })).id);
