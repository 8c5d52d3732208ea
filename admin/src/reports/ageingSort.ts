import type { AgeingAmounts, AgeingRow } from "./ageingReport";

export type AgeingSortField = "name" | keyof AgeingAmounts;

export interface AgeingSort {
  field: AgeingSortField;
  order: "asc" | "desc";
}

/** As the server sends them: by client name. */
export const DEFAULT_AGEING_SORT: AgeingSort = { field: "name", order: "asc" };

const byName = (a: AgeingRow, b: AgeingRow) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" });

/** A sorted copy of the rows; equal amounts keep the client-name order, whatever the direction. */
export const sortAgeingRows = (rows: readonly AgeingRow[], { field, order }: AgeingSort): AgeingRow[] => {
  const sign = order === "asc" ? 1 : -1;
  return [...rows].sort((a, b) =>
    field === "name" ? sign * byName(a, b) : sign * (a[field] - b[field]) || byName(a, b),
  );
};

/**
 * The sort after a click on a column's header: the same column turns round; another one starts
 * with the names from A and the amounts from the largest, the debts one looks for first.
 */
export const nextAgeingSort = (current: AgeingSort, field: AgeingSortField): AgeingSort => {
  if (current.field === field) return { field, order: current.order === "asc" ? "desc" : "asc" };
  return { field, order: field === "name" ? "asc" : "desc" };
};
