import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { emptyPasswordChange, passwordChangeResolver } from "./passwordChange";

const resolve = resolveForm(passwordChangeResolver);

describe("passwordChangeResolver (the shared updatePasswordSchema)", () => {
  it("answers the passwords when all is well", async () => {
    const change = { currentPassword: "ancien", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" };
    expect(await resolve(change)).toEqual({ values: change, messages: {} });
  });

  it("writes « Veuillez remplir tous les champs » once, and flags every empty field", async () => {
    expect((await resolve(emptyPasswordChange)).messages).toEqual({
      currentPassword: "Veuillez remplir tous les champs",
      newPassword: "",
      confirmPassword: "",
    });
    expect((await resolve({ ...emptyPasswordChange, currentPassword: "ancien" })).messages).toEqual({
      newPassword: "Veuillez remplir tous les champs",
      confirmPassword: "",
    });
  });

  it("then checks that the new passwords match and are long enough", async () => {
    expect(
      (await resolve({ currentPassword: "ancien", newPassword: "court", confirmPassword: "autre" })).messages,
    ).toEqual({
      newPassword: "Le mot de passe doit contenir au moins 8 caractères",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });
});
