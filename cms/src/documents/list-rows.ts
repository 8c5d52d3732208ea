import type { Core } from "@strapi/strapi";
import { matchingIds } from "../sales/fast-list";
import type { ListExport, ListRow } from "./list-columns";
import { filtersOf, populateOf, sortOf } from "../utils/documents";

const CHUNK = 500;

/**
 * Every row the list on screen would show with these filters and sort (not
 * one page), with the relations the export prints, in the list's order.
 */
export async function listRows(
  strapi: Core.Strapi,
  list: ListExport,
  query: { filters?: unknown; sort?: unknown },
): Promise<ListRow[]> {
  const documents = strapi.documents(list.uid);
  const filters = (query.filters ?? {}) as Record<string, unknown>;
  const sort = query.sort ?? list.defaultSort;
  const ids =
    (await matchingIds(strapi, list.uid, { filters, sort })) ??
    (await documents.findMany({ filters: filtersOf(filters), sort: sortOf(sort), fields: ["id"] })).map((row) =>
      Number(row.id),
    );
  const rows: ListRow[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const slice = ids.slice(start, start + CHUNK);
    const found = await documents.findMany({
      filters: filtersOf({ id: { $in: slice } }),
      populate: populateOf(list.populate),
      limit: slice.length,
    });
    // The list's content type read with the list's relations: the row its columns read.
    const byId = new Map((found as unknown as ListRow[]).map((row) => [Number(row.id), row]));
    for (const id of slice) {
      const row = byId.get(id);
      if (row) rows.push(row);
    }
  }
  return rows;
}
