import { describe, expect, it } from "vitest";
import { clientSchema } from "./client.js";
import { messagesOf } from "./test-helpers.js";

const valid = {
  name: "Atlas Digital",
  type: "sarl",
  email: "contact@atlas.ma",
  phone: "+212 5 22 00 00 00",
  address: "12 rue de Fès, Casablanca",
  ice: "001234567000089",
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
      clientSchema.safeParse({
        ...valid,
        type: "freelance",
        contactName: null,
        salesRep: null,
        notes: null,
        ice: null,
        fiscalId: null,
      }).success,
    ).toBe(true);
  });

  it("reads ICE and IF as digits, pasted with spaces or dots; an ICE has 15, a company needs one", () => {
    const parsed = clientSchema.parse({ ...valid, ice: "001 234 567 000 089", fiscalId: "40.123.456" });
    expect([parsed.ice, parsed.fiscalId]).toEqual(["001234567000089", "40123456"]);
    expect(messagesOf(clientSchema, { ...valid, ice: "00123456700008" })).toEqual([
      "L'ICE comporte exactement 15 chiffres",
    ]);
    expect(messagesOf(clientSchema, { ...valid, ice: "00123456700008A" })).toEqual([
      "L'ICE comporte exactement 15 chiffres",
    ]);
    expect(messagesOf(clientSchema, { ...valid, fiscalId: "IF-12" })).toEqual([
      "L'identifiant fiscal (IF) ne contient que des chiffres (15 au plus)",
    ]);
    expect(messagesOf(clientSchema, { ...valid, ice: "" })).toEqual(["L'ICE est obligatoire pour une société"]);
    expect(messagesOf(clientSchema, { ...valid, type: "individual", ice: "" })).toEqual([]);
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
