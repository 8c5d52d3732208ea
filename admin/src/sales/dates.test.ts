import { describe, expect, it } from "vitest";
import { addDays, dueDateFor, formatFrenchDate, todayIso, validUntilFor } from "./dates";

describe("sales dates", () => {
  it("reads today in the local calendar", () => {
    expect(todayIso(new Date(2026, 0, 5, 0, 30))).toBe("2026-01-05");
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-10", 0)).toBe("2026-03-10");
  });

  it("refuses days that do not exist", () => {
    expect(addDays("2026-02-30", 1)).toBeUndefined();
    expect(addDays("", 30)).toBeUndefined();
    expect(addDays("15/01/2026", 30)).toBeUndefined();
  });

  it("computes the due date from the issue date and the payment terms", () => {
    expect(dueDateFor("2026-01-15", 30)).toBe("2026-02-14");
    expect(dueDateFor("2026-01-15", 0)).toBe("2026-01-15");
    expect(dueDateFor("2026-01-15", 60)).toBe("2026-03-16");
    expect(dueDateFor(null, 30)).toBeUndefined();
    expect(dueDateFor("2026-01-15", "30")).toBeUndefined();
  });

  it("makes a quote valid 30 days", () => {
    expect(validUntilFor("2026-01-15")).toBe("2026-02-14");
    expect(validUntilFor(undefined)).toBeUndefined();
  });

  it("formats dates the French way, a dash when absent", () => {
    expect(formatFrenchDate("2026-01-05")).toBe("05/01/2026");
    expect(formatFrenchDate("2026-01-05T10:00:00.000Z")).toBe("05/01/2026");
    expect(formatFrenchDate(null)).toBe("-");
  });
});
