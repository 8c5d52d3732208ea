import { describe, expect, it } from "vitest";
import { monthsEndingWith } from "./months.js";

describe("monthsEndingWith", () => {
  it("gives the twelve months up to today's, across a new year, oldest first", () => {
    const months = monthsEndingWith("2026-02-14");
    expect(months.map((month) => month.month)).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  it("bounds each month by its first day and the next month's, a leap February included", () => {
    expect(monthsEndingWith("2028-03-31", 2)).toEqual([
      { month: "2028-02", from: "2028-02-01", before: "2028-03-01" },
      { month: "2028-03", from: "2028-03-01", before: "2028-04-01" },
    ]);
    expect(monthsEndingWith("2026-12-01", 1)).toEqual([{ month: "2026-12", from: "2026-12-01", before: "2027-01-01" }]);
  });
});
