import { describe, expect, it } from "vitest";
import { dashboardSummarySchema } from "./summary";

const summary = {
  clientsCount: 12,
  invoicesCount: 30,
  quotesCount: 8,
  revenueTotal: 1234.5,
  pendingPayments: 99.99,
  deliveriesCount: 4,
  usersCount: 3,
  notificationsCount: 5,
  alerts: [{ type: "unread-messages", severity: "info", count: 5, link: "/messages" }],
  recentActivities: [
    {
      kind: "delivery",
      documentId: "d1",
      number: "BL-2024-001",
      clientName: null,
      totalAmount: null,
      issueDate: "2024-03-05",
      status: "draft",
    },
  ],
  monthly: [
    { month: "2025-12", invoiced: 0, collected: 0 },
    { month: "2026-11", invoiced: 5400, collected: 1200.5 },
  ],
  recurringMonthly: 1583.33,
};

describe("dashboardSummarySchema", () => {
  it("accepts the contract's answer", () => {
    expect(dashboardSummarySchema.parse(summary).recentActivities[0]?.clientName).toBeNull();
    expect(dashboardSummarySchema.parse(summary).monthly[1]).toEqual({
      month: "2026-11",
      invoiced: 5400,
      collected: 1200.5,
    });
    expect(dashboardSummarySchema.parse(summary).recurringMonthly).toBe(1583.33);
  });

  it("rejects an answer that breaks the contract", () => {
    expect(() => dashboardSummarySchema.parse({ ...summary, alerts: [{ type: "other" }] })).toThrow();
    expect(() => dashboardSummarySchema.parse({ ...summary, revenueTotal: "12" })).toThrow();
    expect(() => dashboardSummarySchema.parse({ ...summary, monthly: undefined })).toThrow();
    expect(() => dashboardSummarySchema.parse({ ...summary, recurringMonthly: undefined })).toThrow();
    expect(() =>
      dashboardSummarySchema.parse({ ...summary, monthly: [{ month: "2026-13", invoiced: 1, collected: 1 }] }),
    ).toThrow();
    expect(() => dashboardSummarySchema.parse({ ...summary, monthly: [{ month: "2026-11", invoiced: 1 }] })).toThrow();
  });
});
