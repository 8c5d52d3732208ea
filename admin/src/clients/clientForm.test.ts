import { clientSchema } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import {
  clientResolver,
  emptyClientForm,
  SALES_REPS,
  salesRepChoices,
  toClientFormValues,
  toClientPayload,
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

const resolve = resolveForm(clientResolver);

describe("clientResolver (the shared clientSchema)", () => {
  it("defaults the type to Particulier", () => {
    expect(emptyClientForm.type).toBe("individual");
  });

  it("asks a company for its ICE, under the ICE field", async () => {
    expect((await resolve({ ...valid, ice: "" })).messages).toEqual({ ice: "L'ICE est obligatoire pour une société" });
  });

  it("gives the spec's messages, one per field, for inputs react-admin empties to null", async () => {
    const { messages } = await resolve({ ...emptyClientForm, name: null, email: "pas-une-adresse", phone: "0612" });
    expect(messages).toEqual({
      name: "Le nom est requis et doit contenir au moins 2 caractères",
      email: "Veuillez entrer une adresse email valide",
      phone: "Veuillez entrer un numéro de téléphone valide",
      address: "Veuillez entrer une adresse valide",
    });
  });

  it("refuses an unknown type", async () => {
    expect((await resolve({ ...valid, type: "association" })).messages).toEqual({
      type: "Veuillez sélectionner le type de client",
    });
  });

  it("answers the trimmed values, identifiers without their spaces", async () => {
    const { values, messages } = await resolve({ ...valid, ice: " 001 234 567 000 089 " });
    expect(messages).toEqual({});
    expect(values).toMatchObject({ name: "Atlas Digital", ice: "001234567000089" });
  });
});

describe("toClientPayload", () => {
  it("sends blank or cleared optional fields as null", () => {
    const checked = clientSchema.parse({ ...valid, contactName: null, notes: "   " });
    expect(toClientPayload(checked)).toEqual({
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
    });
  });

  it("keeps a chosen sales rep and contact name", () => {
    const checked = clientSchema.parse({ ...valid, salesRep: "Nadia El Fassi", contactName: "Omar" });
    expect(toClientPayload(checked)).toMatchObject({ salesRep: "Nadia El Fassi", contactName: "Omar" });
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
    expect(salesRepChoices(null)).toEqual(SALES_REPS);
    expect(salesRepChoices("Youssef Benali")).toEqual(SALES_REPS);
  });

  it("keeps a former rep of an existing client selectable", () => {
    expect(salesRepChoices("Karim Alaoui")).toEqual([...SALES_REPS, "Karim Alaoui"]);
  });
});
