import { describe, expect, it } from "vitest";
import { newSalesDocumentPath, salesDocumentKinds, salesDocumentPath } from "./salesDocumentKinds";

describe("sales document addresses", () => {
  it("link each kind to its detail screen", () => {
    expect(salesDocumentPath("invoice", "abc123")).toBe("/invoices/abc123");
    expect(salesDocumentPath("quote", "q1")).toBe("/quotes/q1");
    expect(salesDocumentPath("delivery", "d1")).toBe("/delivery/d1");
  });

  it("create invoices and quotes for the client, delivery notes from an invoice", () => {
    expect(newSalesDocumentPath("invoice", "c9")).toBe("/invoices/create?client=c9");
    expect(newSalesDocumentPath("quote", "c9")).toBe("/quotes/create?client=c9");
    expect(newSalesDocumentPath("delivery", "c9")).toBe("/delivery/create");
  });
});

describe("sales document status labels", () => {
  it("use the lists' French words", () => {
    expect(salesDocumentKinds.invoice.statusLabel("unpaid")).toBe("Non payée");
    expect(salesDocumentKinds.quote.statusLabel("accepted")).toBe("Accepté");
    expect(salesDocumentKinds.delivery.statusLabel("delivered")).toBe("Livré");
  });

  it("show no amount for delivery notes", () => {
    expect(salesDocumentKinds.delivery.hasAmount).toBe(false);
  });
});
