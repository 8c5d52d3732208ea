import { describe, expect, it } from "vitest";
import { AGEING_AMOUNT_COLUMNS, ageingReportPath, ageingReportSchema } from "./ageingReport";

const amounts = { current: 100, days1to30: 0, days31to60: 250.5, days61to90: 0, over90: 9.5, total: 360 };
const answer = {
  date: "2026-11-25",
  rows: [{ clientId: "k3x9", name: "Riad Dar Zitoun", ...amounts }],
  totals: amounts,
};

describe("ageingReportSchema", () => {
  it("accepts the contract's answer", () => {
    const report = ageingReportSchema.parse(answer);
    expect(report.rows[0]?.days31to60).toBe(250.5);
    expect(report.totals.total).toBe(360);
  });

  it("rejects an answer that breaks the contract", () => {
    expect(() => ageingReportSchema.parse({ ...answer, rows: [{ ...answer.rows[0], over90: "9.5" }] })).toThrow();
    expect(() => ageingReportSchema.parse({ ...answer, totals: { ...amounts, total: undefined } })).toThrow();
    expect(() => ageingReportSchema.parse({ date: "2026-11-25", rows: [] })).toThrow();
  });
});

describe("the report's columns and addresses", () => {
  it("lists the five buckets from the earliest, then the total", () => {
    expect(AGEING_AMOUNT_COLUMNS).toEqual(["current", "days1to30", "days31to60", "days61to90", "over90", "total"]);
  });

  it("asks for the day in the format wanted", () => {
    expect(ageingReportPath("2026-11-25")).toBe("/api/reports/ageing?date=2026-11-25&format=json");
    expect(ageingReportPath("2026-01-31", "xlsx")).toBe("/api/reports/ageing?date=2026-01-31&format=xlsx");
  });
});
