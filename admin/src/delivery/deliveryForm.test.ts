import { DEFAULT_DELIVERY_NOTES } from "@agency/shared";
import { describe, expect, it } from "vitest";
import type { InvoiceForDelivery } from "./deliveryAnswers";
import {
  applyInvoice,
  blankItem,
  canRemoveItem,
  fallbackDeliveryNumber,
  firstFormError,
  initialDeliveryForm,
  toDeliveryPayload,
  type DeliveryFormValues,
} from "./deliveryForm";

const now = new Date(2026, 2, 7, 23, 30);

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

const filled = (): DeliveryFormValues => ({
  ...applyInvoice(initialDeliveryForm(now, "BL-26-0003"), invoice),
  invoice: { id: "inv1", invoiceNumber: "FA-26-0004", clientName: "Atlas Print" },
  deliveryDate: "2026-03-10",
  transportInfo: "CTM, camion 12 t",
});

describe("a new delivery note", () => {
  it("is dated today (local day), with one blank item and the default notes", () => {
    const values = initialDeliveryForm(now, "BL-26-0003");
    expect(values.issueDate).toBe("2026-03-07");
    expect(values.items).toEqual([expect.objectContaining({ description: "", quantity: "1", note: "" })]);
    expect(values.notes).toBe(DEFAULT_DELIVERY_NOTES);
  });

  it("falls back to number 0001 of the current year", () => {
    expect(fallbackDeliveryNumber(now)).toBe("BL-26-0001");
  });
});

describe("choosing an invoice", () => {
  it("fills the client block, the delivery address and the items", () => {
    const values = applyInvoice(initialDeliveryForm(now), invoice);
    expect(values.client).toEqual(client);
    expect(values.deliveryAddress).toBe("Zone industrielle, Tanger");
    expect(values.items.map(({ description, quantity, note }) => ({ description, quantity, note }))).toEqual([
      { description: "Kakémonos", quantity: "3", note: "" },
      { description: "Flyers", quantity: "500", note: "" },
    ]);
    expect(new Set(values.items.map((item) => item.key)).size).toBe(2);
  });

  it("keeps what was typed when the invoice has no address or no lines", () => {
    const typed = { ...initialDeliveryForm(now), deliveryAddress: "Entrepôt 4" };
    const values = applyInvoice(typed, { ...invoice, client: { ...client, address: "" }, items: [] });
    expect(values.deliveryAddress).toBe("Entrepôt 4");
    expect(values.items).toBe(typed.items);
  });

  it("leaves the client empty when the invoice has none", () => {
    expect(applyInvoice(initialDeliveryForm(now), { ...invoice, client: null }).client).toBeNull();
  });
});

describe("items", () => {
  it("cannot lose their last line", () => {
    expect(canRemoveItem([blankItem()])).toBe(false);
    expect(canRemoveItem([blankItem(), blankItem()])).toBe(true);
  });
});

describe("the payload", () => {
  it("is the contract's body, as a draft, with relations by documentId", () => {
    const payload = toDeliveryPayload(filled());
    expect(payload).toEqual({
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
    expect(firstFormError(payload)).toBeNull();
  });

  it("leaves an empty number to the server", () => {
    expect(toDeliveryPayload({ ...filled(), deliveryNumber: "  " }).deliveryNumber).toBeUndefined();
  });
});

describe("the error shown", () => {
  it("follows the spec's order, each under its field", () => {
    let values: DeliveryFormValues = {
      ...initialDeliveryForm(now, "BL-26-0003"),
      items: [blankItem("Flyers")],
    };
    expect(firstFormError(toDeliveryPayload(values))).toEqual({
      field: "invoice",
      message: "Veuillez sélectionner une facture",
    });
    values = { ...values, invoice: { id: "inv1", invoiceNumber: "FA-26-0004", clientName: "" } };
    expect(firstFormError(toDeliveryPayload(values))).toEqual({
      field: "client",
      message: "Veuillez sélectionner un client",
    });
    values = { ...values, client };
    expect(firstFormError(toDeliveryPayload(values))).toEqual({
      field: "deliveryAddress",
      message: "Veuillez saisir l'adresse de livraison",
    });
    values = { ...values, deliveryAddress: "Tanger" };
    expect(firstFormError(toDeliveryPayload(values))).toEqual({
      field: "deliveryDate",
      message: "Veuillez saisir la date de livraison",
    });
    values = { ...values, deliveryDate: "2026-03-10" };
    expect(firstFormError(toDeliveryPayload(values))).toEqual({
      field: "transportInfo",
      message: "Veuillez saisir les informations sur le transport",
    });
    values = { ...values, transportInfo: "CTM" };
    expect(firstFormError(toDeliveryPayload(values))).toBeNull();
  });

  it("points at the line of a bad quantity", () => {
    const values = filled();
    const items = values.items.map((item, index) => (index === 1 ? { ...item, quantity: "" } : item));
    expect(firstFormError(toDeliveryPayload({ ...values, items }))).toEqual({
      field: "items.1.quantity",
      message: "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    });
  });
});
