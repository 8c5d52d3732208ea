import type { Core } from "@strapi/strapi";
import type { Knex } from "knex";

/**
 * knex's types, as Strapi's database layer uses them: knex comes with
 * @strapi/database (the one version in the lock file), we only name its types.
 */
export type { Knex };

/** A relation's link table, its names as Strapi's metadata gives them. */
export interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** The link table of a polymorphic relation (a file's `related`): it also stores each linked record's type. */
export interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string } };
}

/**
 * The link table Strapi keeps for `uid`'s relation `attribute`, its names read
 * from Strapi's metadata, not guessed (Strapi 5 links every relation through one).
 */
export function joinTableOf<T extends JoinTable | MorphJoinTable = JoinTable>(
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
): T {
  const relation = strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: T };
  return relation.joinTable;
}

/** The rows of a `knex.raw` answer: PostgreSQL's driver answers them in `rows`, SQLite's answers the rows. */
export const rawRows = <Row>(result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? result) as Row[];

/**
 * Runs `work` in a transaction (the caller's when there is one) that holds `key` until it ends: on PostgreSQL an
 * advisory lock, so that two requests on the same thing run one after the other; SQLite runs one write at a time.
 */
export async function underLock<T>(
  strapi: Core.Strapi,
  key: string,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (strapi.db.dialect.client === "postgres") await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [key]);
    return work(trx);
  });
}

/** What a writer holds a record for: its deletion, a change of it, or a new record that will point to it. */
export type LockPurpose = "delete" | "update" | "link";

const ROW_LOCKS = { delete: "forUpdate", update: "forNoKeyUpdate", link: "forKeyShare" } as const;

/**
 * Holds the rows of `uid`'s document `documentId` until the transaction (the caller's, or one of its own) ends, and
 * answers whether there are any. A writer that reads a record, checks it, then writes holds it from the read, so no
 * other write comes between its check and its write. On PostgreSQL a row lock: "delete" waits for every other
 * holder; "update" lets new records link to it meanwhile; "link" (a new invoice of a client) waits only for a
 * deletion. SQLite runs one write at a time.
 */
export async function lockDocument(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  purpose: LockPurpose,
): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const rows = strapi.db
      .connection(strapi.db.metadata.get(uid).tableName)
      .transacting(trx)
      .where({ document_id: documentId })
      .select("id");
    const found = strapi.db.dialect.client === "postgres" ? await rows[ROW_LOCKS[purpose]]() : await rows;
    return found.length > 0;
  });
}
