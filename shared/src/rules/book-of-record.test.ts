import { describe, expect, it } from "vitest";
import { frozenFieldsChanged, invoiceState, isFrozen, numberBehindMessage } from "./book-of-record.js";

const issued = {
  state: "issued",
  invoiceNumber: "FA-26-0043",
  client: { documentId: "c1" },
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  paymentTerms: 30,
  items: [
    {
      id: 4,
      description: "Audit",
      quantity: "1.5",
      unitPrice: "1000.00",
      discount: "0",
      taxRate: 20,
      totalAmount: "1800",
    },
  ],
  totalAmount: "1800.00",
  notes: "Merci",
};

describe("invoice state", () => {
  it("reads rows from before states as issued, and freezes all but drafts", () => {
    expect(invoiceState(null)).toBe("issued");
    expect(invoiceState("draft")).toBe("draft");
    expect(isFrozen("invoice", { state: "draft" })).toBe(false);
    expect(isFrozen("invoice", { state: "issued" })).toBe(true);
    expect(isFrozen("invoice", { state: "cancelled" })).toBe(true);
    expect(isFrozen("quote", { status: "accepted" })).toBe(true);
    expect(isFrozen("quote", { status: "sent" })).toBe(false);
    expect(isFrozen("delivery", { status: "delivered" })).toBe(true);
  });
});

describe("frozenFieldsChanged", () => {
  it("sees no change when the same values come back in another form (strings, numbers, ids, timestamps)", () => {
    const same = {
      invoiceNumber: "FA-26-0043",
      client: "c1",
      issueDate: "2026-11-02T00:00:00.000Z",
      dueDate: "2026-12-02",
      paymentTerms: "30",
      items: [{ description: "Audit", quantity: 1.5, unitPrice: 1000, discount: 0, taxRate: "20" }],
      totalAmount: 1800,
      notes: "Autre note",
      status: "paid",
    };
    expect(frozenFieldsChanged("invoice", issued, same)).toEqual([]);
  });

  it("names each frozen field that changes, and ignores the notes of an invoice", () => {
    const change = {
      invoiceNumber: "FA-26-0098",
      client: "c2",
      items: [{ description: "Audit", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 }],
      notes: "x",
    };
    expect(frozenFieldsChanged("invoice", issued, change)).toEqual(["invoiceNumber", "client", "items"]);
  });

  it("counts a removed line as a change", () => {
    expect(frozenFieldsChanged("invoice", issued, { items: [] })).toEqual(["items"]);
  });
});

describe("numberBehindMessage", () => {
  it("names the highest number used", () => {
    expect(numberBehindMessage("FA-26-0043")).toContain("FA-26-0043");
  });
});
