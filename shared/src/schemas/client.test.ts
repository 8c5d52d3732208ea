import { describe, expect, it } from "vitest";
import { clientIdentifiersSchema, clientSchema } from "./client.js";
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
  it("keeps the archiving, yes or no, and leaves it out when not given", () => {
    expect(clientSchema.parse({ ...valid, archived: true }).archived).toBe(true);
    expect(clientSchema.parse(valid)).not.toHaveProperty("archived");
    expect(messagesOf(clientSchema, { ...valid, archived: "oui" })).toEqual([
      "L'archivage d'un client vaut oui ou non",
    ]);
  });

  it("keeps a phone typed in Arabic-Indic digits in Latin digits", () => {
    expect(clientSchema.parse({ ...valid, phone: "٠٥٢٢ ٠٠ ٠٠ ٠٠" }).phone).toBe("0522 00 00 00");
  });

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

  it("trims the phone and the address before checking them", () => {
    const parsed = clientSchema.parse({ ...valid, phone: "  0612345678  ", address: "  Fès 1  " });
    expect([parsed.phone, parsed.address]).toEqual(["0612345678", "Fès 1"]);
    expect(messagesOf(clientSchema, { ...valid, address: "   Rue   " })).toEqual([
      "Veuillez entrer une adresse valide",
    ]);
  });

  it("bounds the name, the phone and the address", () => {
    expect(messagesOf(clientSchema, { ...valid, name: "Ab", address: "Fès 1" })).toEqual([]);
    expect(messagesOf(clientSchema, { ...valid, name: "x".repeat(200), address: "x".repeat(500) })).toEqual([]);
    expect(messagesOf(clientSchema, { ...valid, name: "x".repeat(201) })).toEqual([
      "Ce champ ne doit pas dépasser 200 caractères.",
    ]);
    expect(messagesOf(clientSchema, { ...valid, address: "x".repeat(501) })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(clientSchema, { ...valid, phone: "12345678" })).toEqual([]);
    // 7 characters: one message, the later checks are not run.
    expect(messagesOf(clientSchema, { ...valid, phone: "1234567" })).toEqual([
      "Veuillez entrer un numéro de téléphone valide",
    ]);
    // 15 digits spread over 30 characters pass; one more space is too long.
    expect(messagesOf(clientSchema, { ...valid, phone: `0  ${"0 ".repeat(13)}0` })).toEqual([]);
    expect(messagesOf(clientSchema, { ...valid, phone: `0   ${"0 ".repeat(13)}0` })).toEqual([
      "Veuillez entrer un numéro de téléphone valide",
    ]);
  });

  it("bounds the identifiers before cleaning them", () => {
    expect(clientSchema.parse({ ...valid, ice: "001-234-567-000-089" }).ice).toBe("001234567000089");
    expect(clientSchema.parse({ ...valid, fiscalId: "123456789012345" }).fiscalId).toBe("123456789012345");
    expect(messagesOf(clientSchema, { ...valid, fiscalId: "1234567890123456" })).toEqual([
      "L'identifiant fiscal (IF) ne contient que des chiffres (15 au plus)",
    ]);
    expect(messagesOf(clientSchema, { ...valid, fiscalId: `1${" ".repeat(39)}` })).toEqual([]);
    expect(messagesOf(clientSchema, { ...valid, fiscalId: `1${" ".repeat(40)}` })).toEqual([
      "L'identifiant fiscal (IF) ne contient que des chiffres (15 au plus)",
    ]);
    expect(messagesOf(clientSchema, { ...valid, fiscalId: "" })).toEqual([]);
    // 16 digits: the pattern is anchored at both ends.
    expect(messagesOf(clientSchema, { ...valid, ice: "0012345670000891" })).toEqual([
      "L'ICE comporte exactement 15 chiffres",
    ]);
    expect(messagesOf(clientSchema, { ...valid, ice: 1234567000089 })).toEqual([
      "L'ICE comporte exactement 15 chiffres",
    ]);
  });

  it("limits optional text lengths", () => {
    expect(messagesOf(clientSchema, { ...valid, contactName: "x".repeat(200), salesRep: "x".repeat(100) })).toEqual([]);
    expect(messagesOf(clientSchema, { ...valid, contactName: "x".repeat(201) })).toEqual([
      "Ce champ ne doit pas dépasser 200 caractères.",
    ]);
    expect(messagesOf(clientSchema, { ...valid, salesRep: "x".repeat(101) })).toEqual([
      "Ce champ ne doit pas dépasser 100 caractères.",
    ]);
    expect(messagesOf(clientSchema, { ...valid, notes: "x".repeat(2001) })).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères.",
    ]);
  });
});

describe("clientIdentifiersSchema", () => {
  it("checks the identifiers alone, a company's ICE included", () => {
    expect(clientIdentifiersSchema.parse({})).toEqual({ type: "individual" });
    expect(clientIdentifiersSchema.parse({ type: "sarl", ice: "001 234 567 000 089" }).ice).toBe("001234567000089");
    const result = clientIdentifiersSchema.safeParse({ type: "sarl", ice: null });
    expect(result.error?.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: "custom", path: ["ice"], message: "L'ICE est obligatoire pour une société" },
    ]);
    expect(messagesOf(clientIdentifiersSchema, { type: "ngo" })).toEqual(["Veuillez sélectionner le type de client"]);
  });
});
