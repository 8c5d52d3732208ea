import { describe, expect, it } from "vitest";
import { clientSummarySchema } from "./clientSummary";

const answer = {
  totalSales: 12000,
  payments: "4800.50",
  credited: 0,
  amountDue: 7199.5,
  overdue: "1200.00",
  invoicesCount: 3,
  quotesCount: 1,
  deliveriesCount: 1,
  deletable: false,
  recent: [
    { kind: "invoice", documentId: "i1", number: "FA-26-0003", date: "2026-03-02", totalAmount: 1200, status: "paid" },
    { kind: "delivery", documentId: "d1", number: "BL-26-0001", date: "2026-03-01", totalAmount: null, status: "sent" },
  ],
};

describe("clientSummarySchema", () => {
  it("reads the summary, decimal strings as numbers, deliveries without amount", () => {
    const summary = clientSummarySchema.parse(answer);
    expect([summary.payments, summary.overdue]).toEqual([4800.5, 1200]);
    expect(summary.recent.map((item) => item.totalAmount)).toEqual([1200, null]);
    expect(summary.deletable).toBe(false);
  });

  it("needs to know whether the client may be deleted", () => {
    const { deletable: _, ...older } = answer;
    expect(clientSummarySchema.safeParse(older).success).toBe(false);
  });

  it("shows a draft invoice, which has no number yet, as a draft", () => {
    const draft = { ...answer.recent[0], number: null, status: "unpaid" };
    const summary = clientSummarySchema.parse({ ...answer, recent: [draft] });
    expect(summary.recent[0]!.number).toBe("Brouillon");
  });

  it("refuses an unknown kind of document", () => {
    const recent = [{ ...answer.recent[0], kind: "credit-note" }];
    expect(clientSummarySchema.safeParse({ ...answer, recent }).success).toBe(false);
  });
});
