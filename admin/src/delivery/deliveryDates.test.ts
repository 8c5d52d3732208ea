import { describe, expect, it } from "vitest";
import { frenchDay, isoDay } from "./deliveryDates";

describe("delivery dates", () => {
  it("writes the local day for the API", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("shows an API day in French, a dash when there is none", () => {
    expect(frenchDay("2026-03-07")).toBe("07/03/2026");
    expect(frenchDay("2026-03-07T10:00:00.000Z")).toBe("07/03/2026");
    expect(frenchDay("")).toBe("-");
  });
});
