import type { Core, UID } from "@strapi/strapi";
import { BOOK_MESSAGES, isFrozen, NOT_DELETABLE_MESSAGE } from "@agency/shared";
import { SALES_KINDS } from "./kinds";

const CLIENT_UID = "api::client.client";

/** Collections a client's documents live in: while one refers to the client, it stays. */
const CLIENT_REFERENCES: UID.ContentType[] = [
  "api::invoice.invoice",
  "api::credit-note.credit-note",
  "api::quote.quote",
  "api::delivery.delivery",
];

/** Deletion-code resources whose records the book of record may keep. */
export const GUARDED_RESOURCES: Readonly<Record<string, UID.ContentType>> = {
  invoices: "api::invoice.invoice",
  quotes: "api::quote.quote",
  deliveries: "api::delivery.delivery",
  clients: CLIENT_UID,
};

/**
 * Why a record may not be deleted (French, for a 409), or null. Checked by the
 * deletion-code policy before it uses the code up, and by the document
 * service for every other path.
 */
export async function deletionRefusal(strapi: Core.Strapi, uid: string, documentId: string): Promise<string | null> {
  if (uid === CLIENT_UID) {
    for (const reference of CLIENT_REFERENCES) {
      if ((await strapi.db.query(reference).count({ where: { client: { documentId } } })) > 0)
        return BOOK_MESSAGES.clientInUse;
    }
    return null;
  }
  const kind = Object.values(SALES_KINDS).find((candidate) => candidate.uid === uid);
  if (!kind) return null;
  const current = await strapi.db
    .query(kind.uid)
    .findOne({ where: { documentId }, select: ["id", "status", ...(kind.kind === "invoice" ? ["state"] : [])] });
  return current && isFrozen(kind.kind, current) ? NOT_DELETABLE_MESSAGE[kind.kind] : null;
}
