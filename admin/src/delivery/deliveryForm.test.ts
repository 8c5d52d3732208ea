import { DEFAULT_DELIVERY_NOTES, deliverySchema, zodFieldErrors } from "@agency/shared";
import { describe, expect, it } from "vitest";
import type { InvoiceForDelivery } from "./deliveryAnswers";
import { deliveryPayload, invoiceFill, newDeliveryValues, type DeliveryFormValues } from "./deliveryForm";

const client = {
  documentId: "cli1",
  name: "Atlas Print",
  contactName: "Salma",
  email: "contact@atlas.ma",
  phone: "0522000000",
  address: "Zone industrielle, Tanger",
};

const invoice: InvoiceForDelivery = {
  documentId: "inv1",
  invoiceNumber: "FA-26-0004",
  client,
  items: [
    { description: "Kakémonos", quantity: 3 },
    { description: "Flyers", quantity: 500 },
  ],
};

const fresh = () => newDeliveryValues("BL-26-0003", "2026-03-07");

const filled = (): DeliveryFormValues => ({
  ...fresh(),
  ...invoiceFill(invoice, fresh()),
  invoice: "inv1",
  deliveryDate: "2026-03-10",
  transportInfo: "CTM, camion 12 t",
});

const errorsOf = (values: DeliveryFormValues) => {
  const result = deliverySchema.safeParse(deliveryPayload(values));
  return result.success ? {} : zodFieldErrors(result.error);
};

describe("a new delivery note", () => {
  it("has the proposed number, today's date, one line of quantity 1 and the default notes", () => {
    expect(fresh()).toEqual({
      deliveryNumber: "BL-26-0003",
      issueDate: "2026-03-07",
      invoice: null,
      client: null,
      deliveryDate: null,
      deliveryAddress: null,
      transportInfo: null,
      items: [{ description: "", quantity: 1, note: "" }],
      notes: DEFAULT_DELIVERY_NOTES,
    });
  });
});

describe("choosing an invoice", () => {
  it("fills the client block, the delivery address and the items", () => {
    expect(invoiceFill(invoice, fresh())).toEqual({
      client,
      deliveryAddress: "Zone industrielle, Tanger",
      items: [
        { description: "Kakémonos", quantity: 3, note: "" },
        { description: "Flyers", quantity: 500, note: "" },
      ],
    });
  });

  it("keeps what was typed when the invoice has no address or no lines", () => {
    const typed = { ...fresh(), deliveryAddress: "Entrepôt 4" };
    const fill = invoiceFill({ ...invoice, client: { ...client, address: "" }, items: [] }, typed);
    expect(fill.deliveryAddress).toBe("Entrepôt 4");
    expect(fill.items).toBe(typed.items);
  });

  it("leaves the client empty when the invoice has none", () => {
    expect(invoiceFill({ ...invoice, client: null }, fresh()).client).toBeNull();
  });
});

describe("the payload", () => {
  it("is the contract's body, as a draft, with relations by documentId", () => {
    expect(deliveryPayload(filled())).toEqual({
      deliveryNumber: "BL-26-0003",
      invoice: "inv1",
      client: "cli1",
      issueDate: "2026-03-07",
      deliveryDate: "2026-03-10",
      deliveryAddress: "Zone industrielle, Tanger",
      transportInfo: "CTM, camion 12 t",
      items: [
        { description: "Kakémonos", quantity: 3, note: "" },
        { description: "Flyers", quantity: 500, note: "" },
      ],
      notes: DEFAULT_DELIVERY_NOTES,
      status: "draft",
    });
    expect(errorsOf(filled())).toEqual({});
  });

  it("leaves an emptied number to the server", () => {
    expect(deliveryPayload({ ...filled(), deliveryNumber: "  " })).not.toHaveProperty("deliveryNumber");
    expect(deliveryPayload({ ...filled(), deliveryNumber: null })).not.toHaveProperty("deliveryNumber");
  });
});

describe("the messages of an empty form", () => {
  it("are the spec's, each under its field", () => {
    expect(errorsOf({ ...fresh(), items: [{ description: "Flyers", quantity: 1, note: "" }] })).toEqual({
      invoice: "Veuillez sélectionner une facture",
      client: "Veuillez sélectionner un client",
      deliveryAddress: "Veuillez saisir l'adresse de livraison",
      deliveryDate: "Veuillez saisir la date de livraison",
      transportInfo: "Veuillez saisir les informations sur le transport",
    });
  });

  it("point at the line of a cleared quantity", () => {
    const values = filled();
    const items = values.items.map((item, index) => (index === 1 ? { ...item, quantity: null } : item));
    expect(errorsOf({ ...values, items })).toEqual({
      "items.1.quantity": "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    });
  });
});
