import { describe, expect, it } from "vitest";
import { frenchMonthLabel, monthBounds, monthInvoicesLink, monthlyChartData } from "./monthlyChart";

describe("frenchMonthLabel", () => {
  it("names the month in French, abbreviated as the French usage does", () => {
    expect(frenchMonthLabel("2026-11")).toBe("nov. 2026");
    expect(frenchMonthLabel("2026-05")).toBe("mai 2026");
    expect(frenchMonthLabel("2025-12")).toBe("déc. 2025");
    expect(frenchMonthLabel("2027-01")).toBe("janv. 2027");
  });
});

describe("monthBounds", () => {
  it("gives the first and last days, leap years included", () => {
    expect(monthBounds("2026-11")).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    expect(monthBounds("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
  });
});

describe("monthInvoicesLink", () => {
  it("opens the invoices list with its issue-date filters on the month", () => {
    const link = monthInvoicesLink("2026-11");
    expect(link.startsWith("/invoices?filter=")).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice("/invoices?filter=".length)))).toEqual({
      issueDate_gte: "2026-11-01",
      issueDate_lte: "2026-11-30",
    });
  });
});

describe("monthlyChartData", () => {
  it("keeps the answer's order and splits it into the axis and the two series", () => {
    expect(
      monthlyChartData([
        { month: "2025-12", invoiced: 0, collected: 150 },
        { month: "2026-01", invoiced: 4800.5, collected: -0 },
      ]),
    ).toEqual({
      months: ["2025-12", "2026-01"],
      labels: ["déc. 2025", "janv. 2026"],
      invoiced: [0, 4800.5],
      collected: [150, -0],
    });
  });
});
