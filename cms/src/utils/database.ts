import type { Core } from "@strapi/strapi";

/**
 * knex's types, as Strapi's database layer uses them: knex comes with
 * @strapi/database (the one version in the lock file), we only name its types.
 */
export type { Knex } from "knex";

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
