import type { Core } from "@strapi/strapi";
import { matchingIds } from "../sales/fast-list";
import type { ListExport } from "./list-columns";

const CHUNK = 500;

/**
 * Every row the list on screen would show with these filters and sort (not
 * one page), with the relations the export prints, in the list's order.
 */
export async function listRows(
  strapi: Core.Strapi,
  list: ListExport,
  query: { filters?: unknown; sort?: unknown },
): Promise<any[]> {
  const documents = strapi.documents(list.uid);
  const filters = (query.filters ?? {}) as Record<string, unknown>;
  const sort = query.sort ?? list.defaultSort;
  const ids =
    (await matchingIds(strapi, list.uid, { filters, sort })) ??
    (
      (await documents.findMany({ filters: filters as any, sort: sort as any, fields: ["id"] as any })) as Array<{
        id: number;
      }>
    ).map((row) => Number(row.id));
  const rows: any[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const slice = ids.slice(start, start + CHUNK);
    const found = await documents.findMany({
      filters: { id: { $in: slice } } as any,
      populate: list.populate as any,
      limit: slice.length,
    });
    const byId = new Map(found.map((row: any) => [Number(row.id), row]));
    for (const id of slice) {
      const row = byId.get(id);
      if (row) rows.push(row);
    }
  }
  return rows;
}
