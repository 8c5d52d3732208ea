import type { Core, UID } from "@strapi/strapi";
import { firstZodMessage, zodFieldErrors } from "@agency/shared";
import type { SalesKind } from "./kinds";

export class InputError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type Reference = string | number | { documentId?: string } | null | undefined;

/** A relation as the API accepts it (documentId, numeric id or populated object) → documentId, or null if absent. */
export async function resolveReference(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  reference: Reference,
): Promise<string | null> {
  if (reference === null || reference === undefined || reference === "") return null;
  const value = typeof reference === "object" ? reference.documentId : reference;
  if (value === undefined) return null;
  const where =
    typeof value === "number" || /^\d+$/.test(String(value)) ? { id: Number(value) } : { documentId: String(value) };
  const row = await strapi.db.query(uid).findOne({ where, select: ["documentId"] });
  return (row?.documentId as string | undefined) ?? null;
}

/** Validates a sales document with the shared zod schema; French messages, the first one as the answer. */
export function validate<T>(kind: SalesKind, input: Record<string, unknown>): T {
  const result = kind.schema.safeParse(input);
  if (result.success) return result.data as T;
  throw new InputError(firstZodMessage(result.error), zodFieldErrors(result.error));
}

/** A stored sales document as the document service reads it, its relations populated. */
interface StoredDocument {
  items?: Array<Record<string, unknown>> | null;
  client?: { documentId?: string } | null;
  invoice?: { documentId?: string } | null;
  [field: string]: unknown;
}

/** The stored document in the shape of the form: relations as documentIds, lines without ids or totals. */
export function toInput(kind: SalesKind, document: StoredDocument): Record<string, unknown> {
  const {
    id: _id,
    documentId: _documentId,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    locale: _l,
    ...fields
  } = document;
  const items = (document.items ?? []).map(
    ({ id: _itemId, totalAmount: _total, ...item }: Record<string, unknown>) => ({
      ...item,
      ...(kind.priced ? { unitPrice: Number(item.unitPrice), discount: Number(item.discount ?? 0) } : {}),
    }),
  );
  return {
    ...fields,
    client: document.client?.documentId ?? null,
    ...(kind.kind === "delivery" ? { invoice: document.invoice?.documentId ?? null } : {}),
    items,
  };
}
