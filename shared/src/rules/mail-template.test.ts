import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_TEMPLATE, fillMailTemplate, unknownVariables } from "./mail-template.js";

const values = {
  type: "Devis",
  document: "notre devis",
  numero: "DEVIS-26-0012",
  client: "Riad Atlas",
  montant: "1 200,00 DH",
  echeance: "",
  societe: "Agence Horizon",
};

describe("fillMailTemplate", () => {
  it("fills every variable, as often as it appears, and leaves no trailing space where one was empty", () => {
    expect(fillMailTemplate("{type} {numero} pour {client} — {numero}", values)).toBe(
      "Devis DEVIS-26-0012 pour Riad Atlas — DEVIS-26-0012",
    );
    expect(fillMailTemplate("Montant : {montant}. {echeance}\nMerci", values)).toBe("Montant : 1 200,00 DH.\nMerci");
    expect(fillMailTemplate("Montant : {montant}.  \t {echeance}  \nMerci", values)).toBe(
      "Montant : 1 200,00 DH.\nMerci",
    );
  });

  it("leaves what is not one of its variables as it was", () => {
    expect(fillMailTemplate("{montnat} {} {societe}", values)).toBe("{montnat} {} Agence Horizon");
  });

  it("writes the default template without a variable left", () => {
    expect(fillMailTemplate(DEFAULT_MAIL_TEMPLATE.message, values)).not.toMatch(/[{}]/);
  });
});

describe("unknownVariables", () => {
  it("names each unknown variable once, in order", () => {
    expect(unknownVariables("{montnat} {numero} {Client} {montnat} {}")).toEqual(["montnat", "Client", ""]);
    expect(unknownVariables(DEFAULT_MAIL_TEMPLATE.subject + DEFAULT_MAIL_TEMPLATE.message)).toEqual([]);
  });
});
