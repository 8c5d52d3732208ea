import { describe, expect, it } from "vitest";
import { clientSchema } from "./client.js";
import { messagesOf } from "./test-helpers.js";

const valid = {
  name: "Atlas Digital",
  type: "sarl",
  email: "contact@atlas.ma",
  phone: "+212 5 22 00 00 00",
  address: "12 rue de Fès, Casablanca",
};

describe("clientSchema", () => {
  it("accepts a complete client, trims and defaults the type", () => {
    const { type: _type, ...withoutType } = valid;
    const parsed = clientSchema.parse({ ...withoutType, name: "  Atlas Digital  ", ice: "001234567000089" });
    expect(parsed.name).toBe("Atlas Digital");
    expect(parsed.type).toBe("individual");
    expect(parsed.ice).toBe("001234567000089");
  });

  it("accepts null for the optional fields a form clears", () => {
    expect(
      clientSchema.safeParse({ ...valid, contactName: null, salesRep: null, notes: null, ice: null }).success
    ).toBe(true);
  });

  it("gives the spec's messages verbatim", () => {
    expect(messagesOf(clientSchema, { ...valid, name: "A" })).toEqual([
      "Le nom est requis et doit contenir au moins 2 caractères",
    ]);
    expect(messagesOf(clientSchema, { ...valid, name: undefined })).toEqual([
      "Le nom est requis et doit contenir au moins 2 caractères",
    ]);
    expect(messagesOf(clientSchema, { ...valid, type: "association" })).toEqual([
      "Veuillez sélectionner le type de client",
    ]);
    expect(messagesOf(clientSchema, { ...valid, email: "pas-un-email" })).toEqual([
      "Veuillez entrer une adresse email valide",
    ]);
    expect(messagesOf(clientSchema, { ...valid, phone: "0612" })).toEqual([
      "Veuillez entrer un numéro de téléphone valide",
    ]);
    expect(messagesOf(clientSchema, { ...valid, phone: "abcdefghij" })).toEqual([
      "Veuillez entrer un numéro de téléphone valide",
    ]);
    expect(messagesOf(clientSchema, { ...valid, address: "Rue" })).toEqual(["Veuillez entrer une adresse valide"]);
  });

  it("reports every invalid field in form order", () => {
    expect(messagesOf(clientSchema, {})).toEqual([
      "Le nom est requis et doit contenir au moins 2 caractères",
      "Veuillez entrer une adresse email valide",
      "Veuillez entrer un numéro de téléphone valide",
      "Veuillez entrer une adresse valide",
    ]);
  });

  it("limits optional text lengths", () => {
    expect(messagesOf(clientSchema, { ...valid, notes: "x".repeat(2001) })).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères.",
    ]);
  });
});
