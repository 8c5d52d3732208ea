import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { emptyUserForm, isUserFormComplete, userCreateResolver } from "./userCreateForm";

const filled = { name: "Yassine", email: "yassine@agence.ma", password: "motdepasse", role: "Écrivain" };

const resolve = resolveForm(userCreateResolver);

describe("isUserFormComplete", () => {
  it("needs all four fields", () => {
    expect(isUserFormComplete(emptyUserForm)).toBe(false);
    expect(isUserFormComplete(filled)).toBe(true);
    for (const field of ["name", "email", "password", "role"] as const) {
      expect(isUserFormComplete({ ...filled, [field]: "" })).toBe(false);
      expect(isUserFormComplete({ ...filled, [field]: null })).toBe(false);
    }
  });

  it("does not count blanks as a name or an e-mail, but does as a password", () => {
    expect(isUserFormComplete({ ...filled, name: "   " })).toBe(false);
    expect(isUserFormComplete({ ...filled, email: " " })).toBe(false);
    expect(isUserFormComplete({ ...filled, password: "        " })).toBe(true);
  });
});

describe("userCreateResolver (the shared userCreateSchema)", () => {
  it("answers the trimmed values to register", async () => {
    expect(await resolve({ ...filled, name: " Yassine " })).toEqual({ values: filled, messages: {} });
  });

  it("gives one message per invalid field", async () => {
    const { messages } = await resolve({ ...filled, email: "pas-un-email", password: "court", role: "root" });
    expect(messages).toEqual({
      email: "Veuillez entrer une adresse email valide",
      password: "Le mot de passe doit contenir au moins 8 caractères",
      role: "Veuillez sélectionner un rôle",
    });
  });
});
