import { describe, expect, it } from "vitest";
import {
  checkClientForm,
  emptyClientForm,
  SALES_REPS,
  salesRepChoices,
  toClientFormValues,
  type ClientFormValues,
} from "./clientForm";

const valid: ClientFormValues = {
  ...emptyClientForm,
  name: "  Atlas Digital  ",
  type: "sarl",
  email: "contact@atlas.ma",
  phone: "+212 5 22 00 00 00",
  address: "12 rue Tarik, Casablanca",
  ice: "001234567000089",
};

describe("checkClientForm", () => {
  it("defaults the type to Particulier", () => {
    expect(emptyClientForm.type).toBe("individual");
  });

  it("answers the trimmed payload, blank optional fields as null", () => {
    expect(checkClientForm({ ...valid, ice: " 001 234 567 000 089 ", notes: "   " })).toEqual({
      ok: true,
      payload: {
        name: "Atlas Digital",
        type: "sarl",
        email: "contact@atlas.ma",
        phone: "+212 5 22 00 00 00",
        address: "12 rue Tarik, Casablanca",
        contactName: null,
        salesRep: null,
        ice: "001234567000089",
        fiscalId: null,
        notes: null,
      },
    });
  });

  it("asks a company for its ICE, under the ICE field", () => {
    expect(checkClientForm({ ...valid, ice: "" })).toEqual({
      ok: false,
      errors: { ice: "L'ICE est obligatoire pour une société" },
    });
  });

  it("keeps a chosen sales rep and contact name", () => {
    const check = checkClientForm({ ...valid, salesRep: "Nadia El Fassi", contactName: "Omar" });
    expect(check.ok && check.payload).toMatchObject({ salesRep: "Nadia El Fassi", contactName: "Omar" });
  });

  it("gives the spec's messages, one per field", () => {
    const check = checkClientForm({
      ...emptyClientForm,
      name: "A",
      email: "pas-une-adresse",
      phone: "0612",
      address: "Rue",
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: "Le nom est requis et doit contenir au moins 2 caractères",
        email: "Veuillez entrer une adresse email valide",
        phone: "Veuillez entrer un numéro de téléphone valide",
        address: "Veuillez entrer une adresse valide",
      },
    });
  });

  it("refuses an unknown type", () => {
    expect(checkClientForm({ ...valid, type: "association" })).toEqual({
      ok: false,
      errors: { type: "Veuillez sélectionner le type de client" },
    });
  });
});

describe("toClientFormValues", () => {
  it("turns missing optional texts into empty inputs", () => {
    const client = { ...valid, contactName: null, salesRep: undefined, ice: null, notes: "VIP" };
    expect(toClientFormValues(client)).toEqual({ ...valid, contactName: "", salesRep: "", ice: "", notes: "VIP" });
  });
});

describe("salesRepChoices", () => {
  it("offers the three reps", () => {
    expect(salesRepChoices("")).toEqual(SALES_REPS);
    expect(salesRepChoices("Youssef Benali")).toEqual(SALES_REPS);
  });

  it("keeps a former rep of an existing client selectable", () => {
    expect(salesRepChoices("Karim Alaoui")).toEqual([...SALES_REPS, "Karim Alaoui"]);
  });
});
