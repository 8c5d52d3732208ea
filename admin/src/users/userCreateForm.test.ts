import { describe, expect, it } from "vitest";
import { HttpError } from "react-admin";
import { checkUserForm, emptyUserForm, isUserFormComplete, serverFieldErrors } from "./userCreateForm";

const filled = { name: "Yassine", email: "yassine@agence.ma", password: "motdepasse", role: "Écrivain" };

describe("isUserFormComplete", () => {
  it("needs all four fields", () => {
    expect(isUserFormComplete(emptyUserForm)).toBe(false);
    expect(isUserFormComplete(filled)).toBe(true);
    for (const field of ["name", "email", "password", "role"] as const) {
      expect(isUserFormComplete({ ...filled, [field]: "" })).toBe(false);
    }
  });

  it("does not count blanks as a name or an e-mail", () => {
    expect(isUserFormComplete({ ...filled, name: "   " })).toBe(false);
    expect(isUserFormComplete({ ...filled, email: " " })).toBe(false);
  });
});

describe("checkUserForm", () => {
  it("answers the trimmed values to register", () => {
    expect(checkUserForm({ ...filled, name: " Yassine " })).toEqual({ ok: true, data: filled });
  });

  it("gives one message per invalid field", () => {
    const check = checkUserForm({ ...filled, email: "pas-un-email", password: "court", role: "root" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(["email", "password", "role"]);
    expect(check.errors.password).toBe("Le mot de passe doit contenir au moins 8 caractères");
  });
});

describe("serverFieldErrors", () => {
  const refusal = (errors: unknown) =>
    new HttpError("Refusé", 400, { error: { status: 400, message: "Refusé", details: { errors } } });

  it("keeps the messages of the form's fields", () => {
    expect(serverFieldErrors(refusal({ email: "Adresse déjà utilisée", other: "x" }))).toEqual({
      email: "Adresse déjà utilisée",
    });
  });

  it("answers nothing when the server gave no field errors", () => {
    expect(serverFieldErrors(new HttpError("Erreur", 500, "Internal Server Error"))).toEqual({});
    expect(serverFieldErrors(new Error("réseau"))).toEqual({});
  });
});
