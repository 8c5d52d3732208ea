import type { Core, UID } from "@strapi/strapi";
import { BOOK_MESSAGES, isFrozen, NOT_DELETABLE_MESSAGE } from "@agency/shared";
import { SALES_KINDS } from "./kinds";
import { joinTableOf, type Knex } from "../utils/database";

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
 * Which of these clients a document names (an invoice, a credit note, a quote or a delivery note, drafts included):
 * one query a kind for a whole page of clients, through each kind's link table.
 */
export async function clientsInUse(strapi: Core.Strapi, documentIds: readonly string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  if (documentIds.length === 0) return inUse;
  const clients = strapi.db.metadata.get(CLIENT_UID).tableName;
  // In the caller's transaction when there is one (a deletion holds the client): SQLite has one connection.
  await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    for (const reference of CLIENT_REFERENCES) {
      const link = joinTableOf(strapi, reference, "client");
      const rows: Array<{ document_id: string }> = await strapi.db
        .connection(clients)
        .transacting(trx)
        .distinct(`${clients}.document_id`)
        .join(link.name, `${link.name}.${link.inverseJoinColumn.name}`, `${clients}.id`)
        .whereIn(`${clients}.document_id`, [...documentIds]);
      for (const row of rows) inUse.add(row.document_id);
    }
  });
  return inUse;
}

/**
 * Why a record may not be deleted (French, for a 409), or null. Checked by the
 * deletion-code policy before it uses the code up, and by the document
 * service for every other path.
 */
export async function deletionRefusal(strapi: Core.Strapi, uid: string, documentId: string): Promise<string | null> {
  if (uid === CLIENT_UID)
    return (await clientsInUse(strapi, [documentId])).has(documentId) ? BOOK_MESSAGES.clientInUse : null;
  const kind = Object.values(SALES_KINDS).find((candidate) => candidate.uid === uid);
  if (!kind) return null;
  const current = await strapi.db
    .query(kind.uid)
    .findOne({ where: { documentId }, select: ["id", "status", ...(kind.kind === "invoice" ? ["state"] : [])] });
  return current && isFrozen(kind.kind, current) ? NOT_DELETABLE_MESSAGE[kind.kind] : null;
}
