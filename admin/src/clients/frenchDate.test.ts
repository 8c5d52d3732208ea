import { describe, expect, it } from "vitest";
import { formatFrenchDate } from "./frenchDate";

describe("formatFrenchDate", () => {
  it("writes a bare day as it is, whatever the time zone", () => {
    expect(formatFrenchDate("2026-02-28")).toBe("28/02/2026");
    expect(formatFrenchDate("2026-01-01")).toBe("01/01/2026");
  });

  it("writes a timestamp's local day", () => {
    expect(formatFrenchDate("2026-03-15T12:00:00.000Z")).toBe("15/03/2026");
  });

  it("leaves an unreadable value as it came", () => {
    expect(formatFrenchDate("bientôt")).toBe("bientôt");
  });
});
