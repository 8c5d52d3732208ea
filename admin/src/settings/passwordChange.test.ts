import { describe, expect, it } from "vitest";
import { emptyPasswordChange, passwordChangeResolver } from "./passwordChange";

const resolve = async (values: Record<string, unknown>) => {
  const result = await passwordChangeResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
  return { values: result.values, errors };
};

describe("passwordChangeResolver (the shared updatePasswordSchema)", () => {
  it("answers the passwords when all is well", async () => {
    const change = { currentPassword: "ancien", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" };
    expect(await resolve(change)).toEqual({ values: change, errors: {} });
  });

  it("writes « Veuillez remplir tous les champs » once, and flags every empty field", async () => {
    expect((await resolve(emptyPasswordChange)).errors).toEqual({
      currentPassword: "Veuillez remplir tous les champs",
      newPassword: "",
      confirmPassword: "",
    });
    expect((await resolve({ ...emptyPasswordChange, currentPassword: "ancien" })).errors).toEqual({
      newPassword: "Veuillez remplir tous les champs",
      confirmPassword: "",
    });
  });

  it("then checks that the new passwords match and are long enough", async () => {
    expect(
      (await resolve({ currentPassword: "ancien", newPassword: "court", confirmPassword: "autre" })).errors,
    ).toEqual({
      newPassword: "Le mot de passe doit contenir au moins 8 caractères",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });
});
