import { describe, expect, it } from "vitest";
import { currentRetainers, rowMonthlyAmount, runsOn } from "./recurringRecord";

const row = (fields: Record<string, unknown>) => ({
  id: "rec",
  client: { documentId: "client-1", name: "Atlas" },
  paymentTerms: 30,
  frequency: "monthly",
  startDate: "2026-01-10",
  nextDate: "2026-05-10",
  active: true,
  totalAmount: "1200.00",
  ...fields,
});

describe("retainers as the screens read them", () => {
  it("runs while active and not ended before the day", () => {
    expect(runsOn({ active: true, endDate: null }, "2026-05-01")).toBe(true);
    expect(runsOn({ active: true, endDate: "2026-05-01" }, "2026-05-01")).toBe(true);
    expect(runsOn({ active: true, endDate: "2026-04-30" }, "2026-05-01")).toBe(false);
    expect(runsOn({ active: false, endDate: null }, "2026-05-01")).toBe(false);
  });

  it("keeps the running ones of a list, soonest next invoice first", () => {
    const rows = [
      row({ id: "late", nextDate: "2026-06-01" }),
      row({ id: "ended", endDate: "2026-04-30" }),
      row({ id: "off", active: false }),
      row({ id: "soon", nextDate: "2026-05-02", endDate: "2026-12-31" }),
    ];
    expect(currentRetainers(rows, "2026-05-01").map((retainer) => retainer.id)).toEqual(["soon", "late"]);
  });

  it("refuses a row that breaks the contract", () => {
    expect(() => currentRetainers([row({ frequency: "weekly" })], "2026-05-01")).toThrow();
  });

  it("shows a row's amount per month, to the centime", () => {
    expect(rowMonthlyAmount(row({}))).toBe(1200);
    expect(rowMonthlyAmount(row({ frequency: "quarterly", totalAmount: 1000 }))).toBe(333.33);
    expect(rowMonthlyAmount(row({ frequency: "yearly", totalAmount: "1000.00" }))).toBe(83.33);
    expect(rowMonthlyAmount({ totalAmount: 100 })).toBeUndefined();
  });
});
