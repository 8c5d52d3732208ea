import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { generalResolver, readGeneral, settingsVersionOf } from "./companySettings";

const resolve = resolveForm(generalResolver);

describe("generalResolver (the shared companySettingsSchema)", () => {
  it("accepts a name and a valid e-mail, trimmed", async () => {
    expect(await resolve({ name: " Agence ", email: " contact@agence.ma " })).toEqual({
      values: { name: "Agence", email: "contact@agence.ma" },
      messages: {},
    });
  });

  it("flags a blank name and a malformed e-mail, under their fields", async () => {
    expect((await resolve({ name: null, email: "contact@" })).messages).toEqual({
      name: "Le nom de l'entreprise est requis",
      email: "Veuillez saisir une adresse e-mail valide.",
    });
  });
});

describe("readGeneral", () => {
  it("reads the name and e-mail of the settings", () => {
    expect(readGeneral({ data: { name: "Agence", email: "contact@agence.ma", phone: "0522" } })).toEqual({
      name: "Agence",
      email: "contact@agence.ma",
    });
  });

  it("leaves fields never filled in empty", () => {
    expect(readGeneral({ data: { name: "Agence", email: null } })).toEqual({ name: "Agence", email: "" });
    expect(readGeneral({ data: null })).toEqual({ name: "", email: "" });
  });

  it("starts empty when the settings were never saved", () => {
    expect(readGeneral(null)).toEqual({ name: "", email: "" });
  });

  it("fails on an answer that breaks the contract", () => {
    expect(() => readGeneral({ data: { name: 12 } })).toThrow();
  });
});

describe("settingsVersionOf", () => {
  it("reads the settings' updatedAt, the version a tab's next save is made on; none before the first save", () => {
    expect(settingsVersionOf({ data: { name: "Agence", updatedAt: "2026-11-28T10:00:00.123Z" }, meta: {} })).toBe(
      "2026-11-28T10:00:00.123Z",
    );
    expect(settingsVersionOf(null)).toBeUndefined();
    expect(settingsVersionOf({ data: null })).toBeUndefined();
  });
});
