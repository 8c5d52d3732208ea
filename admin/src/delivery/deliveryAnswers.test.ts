import { describe, expect, it } from "vitest";
import { deliveryEntry, invoiceAnswer, invoiceChoiceRecord } from "./deliveryAnswers";

describe("the invoice read by the delivery form", () => {
  it("keeps its client and its lines, empty texts as empty strings", () => {
    const body = {
      data: {
        id: 4,
        documentId: "inv1",
        invoiceNumber: "FA-26-0004",
        client: {
          id: 2,
          documentId: "cli1",
          name: "Atlas Print",
          email: "a@atlas.ma",
          phone: null,
          address: "Tanger",
          ice: "1",
        },
        items: [{ id: 9, description: "Flyers", quantity: "500", unitPrice: 1.2 }],
      },
    };
    expect(invoiceAnswer.parse(body).data).toEqual({
      documentId: "inv1",
      invoiceNumber: "FA-26-0004",
      client: {
        documentId: "cli1",
        name: "Atlas Print",
        contactName: "",
        email: "a@atlas.ma",
        phone: "",
        address: "Tanger",
      },
      items: [{ description: "Flyers", quantity: 500 }],
    });
  });

  it("has no client and no lines when Strapi sends none", () => {
    const body = { data: { documentId: "inv1", invoiceNumber: "FA-26-0004", client: null } };
    const parsed = invoiceAnswer.parse(body);
    expect(parsed.data.client).toBeNull();
    expect(parsed.data.items).toEqual([]);
  });

  it("is a select row with its client's name", () => {
    const record = { id: "inv1", invoiceNumber: "FA-26-0004", client: { name: "Atlas" } };
    expect(invoiceChoiceRecord.parse(record)).toEqual({
      id: "inv1",
      invoiceNumber: "FA-26-0004",
      clientName: "Atlas",
    });
    const orphan = { id: "inv2", invoiceNumber: "FA-26-0005", client: null };
    expect(invoiceChoiceRecord.parse(orphan).clientName).toBe("");
  });
});

describe("the delivery detail", () => {
  it("is keyed by documentId, as react-admin records are", () => {
    const detail = deliveryEntry.parse({
      documentId: "del1",
      deliveryNumber: "BL-26-0003",
      status: "draft",
      issueDate: "2026-03-07",
      deliveryDate: null,
      deliveryAddress: "Tanger",
      transportInfo: "CTM",
      notes: null,
      client: null,
      invoice: { documentId: "inv1", invoiceNumber: "FA-26-0004" },
      items: [{ description: "Flyers", quantity: 3, note: null }],
    });
    expect(detail).toMatchObject({ id: "del1", deliveryDate: "", notes: "", client: null });
    expect(detail.items).toEqual([{ description: "Flyers", quantity: 3, note: "" }]);
  });

  it("refuses an answer without a documentId", () => {
    expect(deliveryEntry.safeParse({ deliveryNumber: "BL-26-0003" }).success).toBe(false);
  });
});
