import { describe, expect, it } from "vitest";
import { legalMentions } from "./legal-mentions.js";

describe("legalMentions", () => {
  it("writes the legal identifiers, then the contact details", () => {
    expect(
      legalMentions({
        name: "Agence Digitale",
        capital: "100 000 DH",
        ice: "001234567000089",
        fiscalId: "40123456",
        rc: "Casablanca 456789",
        patente: "35123456",
        cnss: "8765432",
        address: "12, boulevard d’Anfa, Casablanca",
        phone: "+212 5 22 48 00 00",
        email: "contact@agence.ma",
        website: "https://agence.ma",
      }),
    ).toEqual([
      "Agence Digitale · Capital : 100 000 DH · ICE : 001234567000089 · IF : 40123456 · RC : Casablanca 456789 · Patente : 35123456 · CNSS : 8765432",
      "12, boulevard d’Anfa, Casablanca · Tél. : +212 5 22 48 00 00 · contact@agence.ma · https://agence.ma",
    ]);
  });

  it("leaves out what is not known", () => {
    expect(legalMentions({ name: "Agence Digitale", ice: "", rc: null, email: "contact@agence.ma" })).toEqual([
      "Agence Digitale",
      "contact@agence.ma",
    ]);
  });
});
