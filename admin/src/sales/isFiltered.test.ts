import { describe, expect, it } from "vitest";
import { isFiltered } from "./isFiltered";

describe("isFiltered", () => {
  it("says a list is filtered by a search, a status, a day, a flag or a choice of several", () => {
    expect(isFiltered({ q: "atlas" })).toBe(true);
    expect(isFiltered({ status: "failed" })).toBe(true);
    expect(isFiltered({ at_gte: "2026-11-01" })).toBe(true);
    expect(isFiltered({ archived: false })).toBe(true);
    expect(isFiltered({ method: ["virement"] })).toBe(true);
    expect(isFiltered({ q: "", status: "sent" })).toBe(true);
  });

  it("says it is not when nothing is set, or what is set is empty", () => {
    expect(isFiltered(undefined)).toBe(false);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: "", status: undefined, client: null, method: [] })).toBe(false);
  });
});
