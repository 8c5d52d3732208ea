import { describe, expect, it } from "vitest";
import { activityLink, activityStatusLabel } from "./activity";

describe("recent activity", () => {
  it("links each kind to its document screen", () => {
    expect(activityLink({ kind: "invoice", documentId: "abc" })).toBe("/invoices/abc");
    expect(activityLink({ kind: "quote", documentId: "def" })).toBe("/quotes/def");
    expect(activityLink({ kind: "delivery", documentId: "ghi" })).toBe("/delivery/ghi");
  });

  it("labels the status with the kind's shared French label", () => {
    expect(activityStatusLabel({ kind: "invoice", status: "paid" })).toBe("Payée");
    expect(activityStatusLabel({ kind: "quote", status: "sent" })).not.toBe("sent");
    expect(activityStatusLabel({ kind: "delivery", status: "delivered" })).not.toBe("delivered");
  });
});
