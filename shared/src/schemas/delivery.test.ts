import { describe, expect, it } from "vitest";
import { deliverySchema } from "./delivery.js";
import { firstMessageOf } from "./test-helpers.js";
import { messagesOf } from "./test-helpers.js";

const delivery = {
  deliveryNumber: "BL-26-0003",
  invoice: "inv1",
  client: "cli1",
  issueDate: "2026-03-01",
  deliveryDate: "2026-03-05",
  deliveryAddress: "Zone industrielle, Tanger",
  transportInfo: "Transporteur CTM, camion 12 t",
  items: [{ description: "Kakémonos", quantity: 3, note: "Fragile" }],
  notes: "Merci de vérifier la marchandise",
  status: "draft",
};

describe("deliverySchema", () => {
  it("accepts a valid delivery note and defaults item quantity", () => {
    const parsed = deliverySchema.parse({ ...delivery, items: [{ description: "Flyers" }] });
    expect(parsed.items).toEqual([{ description: "Flyers", quantity: 1 }]);
  });

  it("requires at least one item, with the spec's final period", () => {
    expect(messagesOf(deliverySchema, { ...delivery, items: [] })).toEqual([
      "Le bon de livraison doit contenir au moins un article.",
    ]);
  });

  it("checks items", () => {
    expect(messagesOf(deliverySchema, { ...delivery, items: [{ description: "Flyers", quantity: 0 }] })).toEqual([
      "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, items: [{ description: " ", quantity: 1 }] })).toEqual([
      "Veuillez saisir la description de chaque article",
    ]);
    const lines = (count: number) => Array.from({ length: count }, () => ({ description: "Flyers", quantity: 1 }));
    expect(messagesOf(deliverySchema, { ...delivery, items: lines(200) })).toEqual([]);
    expect(messagesOf(deliverySchema, { ...delivery, items: lines(201) })).toEqual([
      "Un document ne peut pas dépasser 200 lignes.",
    ]);
  });

  it("bounds the texts of a delivery note and of its lines", () => {
    const line = { description: "x".repeat(500), note: "x".repeat(500), unit: "x".repeat(20) };
    const long = { deliveryAddress: "x".repeat(500), transportInfo: "x".repeat(500), notes: "x".repeat(2000) };
    expect(messagesOf(deliverySchema, { ...delivery, ...long, items: [line] })).toEqual([]);
    expect(messagesOf(deliverySchema, { ...delivery, deliveryAddress: "x".repeat(501) })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, transportInfo: "x".repeat(501) })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, items: [{ ...line, description: "x".repeat(501) }] })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, items: [{ ...line, note: "x".repeat(501) }] })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, items: [{ ...line, unit: "x".repeat(21) }] })).toEqual([
      "Ce champ ne doit pas dépasser 20 caractères.",
    ]);
  });

  it("trims a line's note and checks the status and the issue date", () => {
    expect(deliverySchema.parse({ ...delivery, items: [{ description: "Flyers", note: " Fragile " }] }).items).toEqual([
      { description: "Flyers", quantity: 1, note: "Fragile" },
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, status: "lost" })).toEqual([
      "Statut de bon de livraison invalide",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, issueDate: "" })).toEqual([
      "Veuillez définir une date d'émission",
    ]);
    expect(messagesOf(deliverySchema, { ...delivery, items: "Flyers" })).toEqual([
      "Le bon de livraison doit contenir au moins un article.",
    ]);
  });

  it("accepts a full ISO delivery date", () => {
    expect(deliverySchema.safeParse({ ...delivery, deliveryDate: "2026-03-05T09:30:00.000Z" }).success).toBe(true);
  });
});

describe("the first message of a delivery note, the one the form and the server answer", () => {
  const firstDeliveryError = (input: unknown) => firstMessageOf(deliverySchema, input);

  it("returns null for a valid delivery note", () => {
    expect(firstDeliveryError(delivery)).toBeNull();
  });

  it("walks the five checks in the spec's order", () => {
    let input: Record<string, unknown> = {
      ...delivery,
      invoice: "",
      client: null,
      deliveryAddress: " ",
      deliveryDate: "",
      transportInfo: "",
      items: [],
    };
    const expected = [
      ["invoice", "Veuillez sélectionner une facture"],
      ["client", "Veuillez sélectionner un client"],
      ["deliveryAddress", "Veuillez saisir l'adresse de livraison"],
      ["deliveryDate", "Veuillez saisir la date de livraison"],
      ["transportInfo", "Veuillez saisir les informations sur le transport"],
      ["items", "Le bon de livraison doit contenir au moins un article."],
    ] as const;
    for (const [field, message] of expected) {
      expect(firstDeliveryError(input)).toBe(message);
      input = { ...input, [field]: delivery[field] };
    }
    expect(firstDeliveryError(input)).toBeNull();
  });

  it("keeps zod's order among the other problems", () => {
    expect(firstDeliveryError({ ...delivery, deliveryNumber: "bad", issueDate: "" })).toBe(
      "Le numéro de bon de livraison doit respecter le format BL-AA-NNNN",
    );
    expect(firstDeliveryError({ ...delivery, issueDate: "", status: "lost" })).toBe(
      "Veuillez définir une date d'émission",
    );
  });

  it("puts the five checks before other problems", () => {
    expect(firstDeliveryError({ ...delivery, deliveryNumber: "bad", transportInfo: "" })).toBe(
      "Veuillez saisir les informations sur le transport",
    );
    expect(firstDeliveryError({ ...delivery, deliveryNumber: "bad" })).toBe(
      "Le numéro de bon de livraison doit respecter le format BL-AA-NNNN",
    );
  });

  it("handles input that is not an object", () => {
    expect(firstDeliveryError(undefined)).toBe("Les données saisies ne sont pas valides.");
  });
});
