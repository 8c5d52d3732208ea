import { describe, expect, it } from "vitest";
import type { AgeingRow } from "./ageingReport";
import { DEFAULT_AGEING_SORT, nextAgeingSort, sortAgeingRows } from "./ageingSort";

const row = (name: string, total: number, over90 = 0): AgeingRow => ({
  clientId: name.toLowerCase(),
  name,
  current: total - over90,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90,
  total,
});

const rows = [row("Zitoun", 1200), row("atlas", 300, 300), row("Bahia", 1200, 50), row("Écrin", 75.5)];
const names = (sorted: AgeingRow[]) => sorted.map(({ name }) => name);

describe("sortAgeingRows", () => {
  it("sorts names alphabetically in French, ignoring case and accents", () => {
    expect(names(sortAgeingRows(rows, { field: "name", order: "asc" }))).toEqual(["atlas", "Bahia", "Écrin", "Zitoun"]);
    expect(names(sortAgeingRows(rows, { field: "name", order: "desc" }))).toEqual([
      "Zitoun",
      "Écrin",
      "Bahia",
      "atlas",
    ]);
  });

  it("sorts amounts as numbers, equal amounts by name in both directions", () => {
    expect(names(sortAgeingRows(rows, { field: "total", order: "desc" }))).toEqual([
      "Bahia",
      "Zitoun",
      "atlas",
      "Écrin",
    ]);
    expect(names(sortAgeingRows(rows, { field: "total", order: "asc" }))).toEqual([
      "Écrin",
      "atlas",
      "Bahia",
      "Zitoun",
    ]);
    expect(names(sortAgeingRows(rows, { field: "over90", order: "desc" }))).toEqual([
      "atlas",
      "Bahia",
      "Écrin",
      "Zitoun",
    ]);
  });

  it("leaves the rows it was given as they were", () => {
    const before = names(rows);
    sortAgeingRows(rows, { field: "total", order: "desc" });
    expect(names(rows)).toEqual(before);
  });
});

describe("nextAgeingSort", () => {
  it("turns the sorted column round", () => {
    expect(nextAgeingSort(DEFAULT_AGEING_SORT, "name")).toEqual({ field: "name", order: "desc" });
    expect(nextAgeingSort({ field: "total", order: "desc" }, "total")).toEqual({ field: "total", order: "asc" });
  });

  it("starts another amount column with the largest, the names from A", () => {
    expect(nextAgeingSort(DEFAULT_AGEING_SORT, "days1to30")).toEqual({ field: "days1to30", order: "desc" });
    expect(nextAgeingSort({ field: "total", order: "asc" }, "name")).toEqual({ field: "name", order: "asc" });
  });
});
