import type { Core, Modules, UID } from "@strapi/strapi";
import { filtersOf } from "../utils/documents";
import { rawRows, type Knex } from "../utils/database";
import { likeValue } from "../utils/sql-values";

/**
 * The back-office lists (search over own fields and a relation's name, equality
 * filters, one sort, one page) answered with plain indexed SQL: no DISTINCT over
 * joins, relation searches as sub-queries, then the page's rows loaded with
 * their relations. Any other query shape is left to Strapi (null).
 */
type Condition = { sql: string; bindings: Knex.RawBinding[] };

interface Attribute {
  type: string;
  columnName?: string;
  target?: string;
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
}

function meta(strapi: Core.Strapi, uid: string) {
  const model = strapi.db.metadata.get(uid as UID.Schema) as unknown as {
    tableName: string;
    attributes: Record<string, Attribute>;
  };
  return model;
}

const scalarColumn = (attribute: Attribute | undefined) =>
  attribute && attribute.type !== "relation" && attribute.type !== "component" && attribute.type !== "media"
    ? attribute.columnName
    : undefined;

/**
 * Case-insensitive substring: PostgreSQL's ILIKE; SQLite's LIKE already ignores
 * ASCII case, and skipping LOWER() on every row halves the cost of a search.
 */
const containsOperator = (strapi: Core.Strapi) => (strapi.db.dialect.client === "postgres" ? "ILIKE" : "LIKE");

/**
 * `field` or `relation.field` → a condition on the base table alias `t`, or null
 * when not supported. A relation's matching rows are read first (the related
 * table is small: clients), then probed through the link table's index.
 */
async function condition(
  strapi: Core.Strapi,
  uid: string,
  path: string[],
  operator: string,
  value: unknown,
): Promise<Condition | null> {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const model = meta(strapi, uid);
  const [first, second, ...rest] = path;
  if (rest.length > 0 || !first) return null;
  const build = (column: string) =>
    operator === "$containsi"
      ? { sql: `${column} ${containsOperator(strapi)} ? ESCAPE '\\'`, bindings: [likeValue(String(value))] }
      : operator === "$eq"
        ? { sql: `${column} = ?`, bindings: [value] }
        : null;
  if (second === undefined) {
    const column = scalarColumn(model.attributes[first]);
    return column ? build(`t.${column}`) : null;
  }
  const relation = model.attributes[first];
  if (relation?.type !== "relation" || !relation.joinTable || !relation.target) return null;
  const target = meta(strapi, relation.target);
  const column = second === "documentId" ? "document_id" : scalarColumn(target.attributes[second]);
  const inner = column ? build(`r.${column}`) : null;
  if (!inner) return null;
  const matches = await strapi.db.connection
    .raw(`SELECT r.id FROM ${target.tableName} r WHERE ${inner.sql}`, inner.bindings)
    .then((result) => rawRows<{ id: number }>(result));
  if (matches.length === 0) return { sql: "1 = 0", bindings: [] };
  const { name, joinColumn, inverseJoinColumn } = relation.joinTable;
  return {
    // The related id per row (a manyToOne: one link row), then one probe in a constant list.
    sql: `(SELECT l.${inverseJoinColumn.name} FROM ${name} l WHERE l.${joinColumn.name} = t.id LIMIT 1) IN (${matches.map(() => "?").join(", ")})`,
    bindings: matches.map((match) => Number(match.id)),
  };
}

/** `{ a: { b: { $op: v } } }` → ['a', 'b'], '$op', v (one path only). */
function flatten(filter: unknown, path: string[] = []): { path: string[]; operator: string; value: unknown } | null {
  if (!filter || typeof filter !== "object" || Array.isArray(filter)) return null;
  const entries = Object.entries(filter as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [key, value] = entries[0]!;
  if (key.startsWith("$")) return { path, operator: key, value };
  return flatten(value, [...path, key]);
}

async function whereClause(
  strapi: Core.Strapi,
  uid: string,
  filters: Record<string, unknown>,
): Promise<Condition | null> {
  const parts: Condition[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === "$or") {
      if (!Array.isArray(value) || value.length === 0) return null;
      const alternatives: Condition[] = [];
      for (const item of value) {
        const flat = flatten(item);
        const alternative = flat ? await condition(strapi, uid, flat.path, flat.operator, flat.value) : null;
        if (!alternative) return null;
        alternatives.push(alternative);
      }
      parts.push({
        sql: `(${alternatives.map((c) => c.sql).join(" OR ")})`,
        bindings: alternatives.flatMap((c) => c.bindings),
      });
      continue;
    }
    const flat = flatten({ [key]: value });
    const single = flat ? await condition(strapi, uid, flat.path, flat.operator, flat.value) : null;
    if (!single) return null;
    parts.push(single);
  }
  return {
    sql: parts.length ? parts.map((part) => part.sql).join(" AND ") : "1 = 1",
    bindings: parts.flatMap((part) => part.bindings),
  };
}

export interface ListQuery {
  filters?: Record<string, unknown>;
  sort?: unknown;
  pagination?: { page?: number | string; pageSize?: number | string };
  populate?: unknown;
  fields?: unknown;
  [other: string]: unknown;
}

type Sort = { column: string; order: "ASC" | "DESC" };

function sortOf(model: ReturnType<typeof meta>, sort: unknown): Sort | null {
  const sortSpec = Array.isArray(sort) ? sort : sort ? [sort] : ["id:asc"];
  if (sortSpec.length !== 1) return null;
  const sortEntry = sortSpec[0];
  const [field, direction = "asc"] =
    typeof sortEntry === "string"
      ? sortEntry.split(":")
      : (Object.entries(sortEntry as Record<string, string>)[0] ?? []);
  const column = field === "id" ? "id" : scalarColumn(model.attributes[field ?? ""]);
  if (!column) return null;
  return { column, order: String(direction).toLowerCase() === "desc" ? "DESC" : "ASC" };
}

const rowsOf = (result: unknown) => rawRows<Record<string, unknown>>(result);

/**
 * Ids of every row matching the list's filters, in the list's order (the
 * exports), or null for a query shape this module does not answer.
 */
export async function matchingIds(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  query: Pick<ListQuery, "filters" | "sort">,
): Promise<number[] | null> {
  const model = meta(strapi, uid);
  const where = await whereClause(strapi, uid, query.filters ?? {});
  const sort = sortOf(model, query.sort);
  if (!where || !sort) return null;
  const rows = rowsOf(
    await strapi.db.connection.raw(
      `SELECT t.id FROM ${model.tableName} t WHERE ${where.sql} ORDER BY t.${sort.column} ${sort.order}, t.id ${sort.order}`,
      where.bindings,
    ),
  );
  return rows.map((row) => Number(row.id));
}

export async function fastList(strapi: Core.Strapi, uid: UID.ContentType, query: ListQuery) {
  const known = new Set(["filters", "sort", "pagination", "populate"]);
  if (Object.keys(query).some((key) => !known.has(key))) return null;
  const model = meta(strapi, uid);
  const where = await whereClause(strapi, uid, query.filters ?? {});
  const sort = sortOf(model, query.sort);
  if (!where || !sort) return null;
  const page = Math.max(1, Number(query.pagination?.page ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.pagination?.pageSize ?? 25) || 25));

  const knex = strapi.db.connection;
  const base = `FROM ${model.tableName} t WHERE ${where.sql}`;
  const [countRow] = rowsOf(await knex.raw(`SELECT COUNT(*) AS n ${base}`, where.bindings));
  const total = Number(countRow?.n ?? 0);
  const idRows = rowsOf(
    await knex.raw(`SELECT t.id ${base} ORDER BY t.${sort.column} ${sort.order}, t.id ${sort.order} LIMIT ? OFFSET ?`, [
      ...where.bindings,
      pageSize,
      (page - 1) * pageSize,
    ]),
  );
  const ids = idRows.map((row) => Number(row.id));
  const rows = ids.length
    ? await strapi.documents(uid).findMany({
        filters: filtersOf({ id: { $in: ids } }),
        // The request's populate, sanitised by Strapi against the model.
        populate: query.populate as Modules.Documents.Params.Populate.Any<UID.ContentType>,
        limit: ids.length,
      })
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    data: ids.map((id) => byId.get(id)).filter(Boolean),
    pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
