import { describe, expect, it } from "vitest";
import { salesDocumentKinds, salesDocumentPath } from "./salesDocumentKinds";

describe("sales document addresses", () => {
  it("link each kind to its detail screen", () => {
    expect(salesDocumentPath("invoice", "abc123")).toBe("/invoices/abc123");
    expect(salesDocumentPath("quote", "q1")).toBe("/quotes/q1");
    expect(salesDocumentPath("delivery", "d1")).toBe("/delivery/d1");
  });
});

describe("sales document status labels", () => {
  it("use the lists' French words", () => {
    expect(salesDocumentKinds.invoice.statusLabel("unpaid")).toBe("Non payée");
    expect(salesDocumentKinds.quote.statusLabel("accepted")).toBe("Accepté");
    expect(salesDocumentKinds.delivery.statusLabel("delivered")).toBe("Livré");
  });
});
