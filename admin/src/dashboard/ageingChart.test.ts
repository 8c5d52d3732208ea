import { describe, expect, it } from "vitest";
import { ageingChartBars } from "./ageingChart";

describe("ageingChartBars", () => {
  it("gives one bar per bucket, labelled in French, in lateness order, without the total", () => {
    const totals = { current: 1000, days1to30: 200.5, days31to60: 0, days61to90: 30, over90: 4, total: 1234.5 };
    expect(ageingChartBars(totals)).toEqual([
      { key: "current", label: "Non échu", amount: 1000 },
      { key: "days1to30", label: "1 à 30 jours", amount: 200.5 },
      { key: "days31to60", label: "31 à 60 jours", amount: 0 },
      { key: "days61to90", label: "61 à 90 jours", amount: 30 },
      { key: "over90", label: "Plus de 90 jours", amount: 4 },
    ]);
  });
});
