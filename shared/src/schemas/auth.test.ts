import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  companySettingsSchema,
  forgotPasswordSchema,
  normaliseOtpInput,
  otpCodeSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  userCreateSchema,
} from "./auth.js";
import { messagesOf } from "./test-helpers.js";

/** Code, path and message of each issue: where a form shows the message matters as much as its text. */
const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map(({ code, path, message }) => ({ code, path, message }));

describe("userCreateSchema", () => {
  const user = { name: "Yassine", email: "yassine@agence.ma", password: "motdepasse", role: "Écrivain" };

  it("accepts both roles", () => {
    expect(userCreateSchema.safeParse(user).success).toBe(true);
    expect(userCreateSchema.safeParse({ ...user, role: "admin" }).success).toBe(true);
  });

  it("requires every field", () => {
    expect(messagesOf(userCreateSchema, {})).toEqual([
      "Le nom est requis",
      "Veuillez entrer une adresse email valide",
      "Le mot de passe doit contenir au moins 8 caractères",
      "Veuillez sélectionner un rôle",
    ]);
    expect(messagesOf(userCreateSchema, { ...user, role: "Ecrivain" })).toEqual(["Veuillez sélectionner un rôle"]);
  });

  it("refuses passwords bcrypt would truncate", () => {
    expect(userCreateSchema.safeParse({ ...user, password: "é".repeat(37) }).success).toBe(false);
    expect(userCreateSchema.safeParse({ ...user, password: "e".repeat(72) }).success).toBe(true);
  });

  it("counts a password's UTF-8 bytes at each width boundary, up to 72", () => {
    const longest = (char: string, bytes: number) => char.repeat(72 / bytes);
    // [last code point of a width, first of the next]: 1|2 bytes, 2|3 bytes, 3|4 bytes.
    const widths: [string, number][] = [
      ["\u007f", 1],
      ["\u0080", 2],
      ["\u07ff", 2],
      ["\u0800", 3],
      ["\uffff", 3],
      ["\u{10000}", 4],
    ];
    for (const [char, bytes] of widths) {
      expect(messagesOf(userCreateSchema, { ...user, password: longest(char, bytes) })).toEqual([]);
      expect(messagesOf(userCreateSchema, { ...user, password: longest(char, bytes) + char })).toEqual([
        "Le mot de passe est trop long.",
      ]);
    }
    expect(messagesOf(userCreateSchema, { ...user, password: "e".repeat(73) })).toEqual([
      "Le mot de passe est trop long.",
    ]);
  });

  it("bounds the name", () => {
    expect(userCreateSchema.parse({ ...user, name: `  ${"x".repeat(100)}  ` }).name).toBe("x".repeat(100));
    expect(messagesOf(userCreateSchema, { ...user, name: "x".repeat(101) })).toEqual([
      "Ce champ ne doit pas dépasser 100 caractères.",
    ]);
    expect(messagesOf(userCreateSchema, { ...user, name: "   " })).toEqual(["Le nom est requis"]);
  });
});

describe("otpCodeSchema", () => {
  it("wants exactly six digits", () => {
    expect(otpCodeSchema.safeParse("123456").success).toBe(true);
    for (const code of ["12345", "1234567", "12a456", "", undefined]) {
      expect(messagesOf(otpCodeSchema, code)).toEqual(["Veuillez saisir le code à 6 chiffres."]);
    }
  });

  it("trims a pasted code", () => {
    expect(otpCodeSchema.parse(" 123456 ")).toBe("123456");
  });

  it("keeps digits only, at most six", () => {
    expect(normaliseOtpInput("12 3-45a678")).toBe("123456");
  });
});

describe("forgotPasswordSchema", () => {
  it("checks the address", () => {
    expect(forgotPasswordSchema.safeParse({ email: "a@b.ma" }).success).toBe(true);
    expect(messagesOf(forgotPasswordSchema, { email: "a@b" })).toEqual(["Veuillez saisir une adresse e-mail valide."]);
    expect(messagesOf(forgotPasswordSchema, {})).toEqual(["Veuillez saisir une adresse e-mail valide."]);
  });
});

describe("resetPasswordSchema", () => {
  it("checks length and confirmation", () => {
    expect(resetPasswordSchema.safeParse({ password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
    expect(messagesOf(resetPasswordSchema, { password: "1234567", confirmPassword: "1234567" })).toEqual([
      "Le mot de passe doit contenir au moins 8 caractères",
    ]);
    expect(messagesOf(resetPasswordSchema, { password: "12345678", confirmPassword: "12345679" })).toEqual([
      "Les mots de passe ne correspondent pas",
    ]);
  });

  it("puts the mismatch on the confirmation field", () => {
    expect(issuesOf(resetPasswordSchema, { password: "12345678", confirmPassword: "12345679" })).toEqual([
      { code: "custom", path: ["confirmPassword"], message: "Les mots de passe ne correspondent pas" },
    ]);
    expect(messagesOf(resetPasswordSchema, { password: "12345678" })).toEqual([
      "Les mots de passe ne correspondent pas",
    ]);
  });
});

describe("updatePasswordSchema", () => {
  const ok = { currentPassword: "ancien-mdp", newPassword: "nouveau-mdp", confirmPassword: "nouveau-mdp" };

  it("accepts a valid change", () => {
    expect(updatePasswordSchema.safeParse(ok).success).toBe(true);
  });

  it("first asks for every field", () => {
    expect(messagesOf(updatePasswordSchema, { ...ok, currentPassword: "" })).toEqual([
      "Veuillez remplir tous les champs",
    ]);
    expect(messagesOf(updatePasswordSchema, {})[0]).toBe("Veuillez remplir tous les champs");
    expect(messagesOf(updatePasswordSchema, { ...ok, newPassword: "", confirmPassword: "x" })).toEqual([
      "Veuillez remplir tous les champs",
    ]);
  });

  it("puts each message on its field", () => {
    expect(messagesOf(updatePasswordSchema, {})).toEqual([
      "Veuillez remplir tous les champs",
      "Veuillez remplir tous les champs",
      "Veuillez remplir tous les champs",
    ]);
    expect(issuesOf(updatePasswordSchema, { ...ok, currentPassword: "", confirmPassword: "" })).toEqual([
      { code: "custom", path: ["currentPassword"], message: "Veuillez remplir tous les champs" },
      { code: "custom", path: ["confirmPassword"], message: "Veuillez remplir tous les champs" },
    ]);
    expect(issuesOf(updatePasswordSchema, { ...ok, confirmPassword: "autre-mdp" })).toEqual([
      { code: "custom", path: ["confirmPassword"], message: "Les mots de passe ne correspondent pas" },
    ]);
    expect(issuesOf(updatePasswordSchema, { ...ok, newPassword: "court", confirmPassword: "court" })).toEqual([
      { code: "custom", path: ["newPassword"], message: "Le mot de passe doit contenir au moins 8 caractères" },
    ]);
  });

  it("then checks the confirmation, then the length", () => {
    expect(messagesOf(updatePasswordSchema, { ...ok, confirmPassword: "autre-mdp" })).toEqual([
      "Les mots de passe ne correspondent pas",
    ]);
    expect(messagesOf(updatePasswordSchema, { ...ok, newPassword: "court", confirmPassword: "court" })).toEqual([
      "Le mot de passe doit contenir au moins 8 caractères",
    ]);
    expect(messagesOf(updatePasswordSchema, { ...ok, newPassword: "court", confirmPassword: "autre" })).toEqual([
      "Les mots de passe ne correspondent pas",
      "Le mot de passe doit contenir au moins 8 caractères",
    ]);
  });
});

describe("companySettingsSchema", () => {
  it("answers the trimmed name and e-mail", () => {
    expect(companySettingsSchema.parse({ name: " Agence ", email: " contact@agence.ma " })).toEqual({
      name: "Agence",
      email: "contact@agence.ma",
    });
  });

  it("flags a blank or missing name and a malformed or missing e-mail", () => {
    expect(issuesOf(companySettingsSchema, { name: "  ", email: "contact@" })).toEqual([
      { code: "too_small", path: ["name"], message: "Le nom de l'entreprise est requis" },
      { code: "custom", path: ["email"], message: "Veuillez saisir une adresse e-mail valide." },
    ]);
    expect(messagesOf(companySettingsSchema, { name: null, email: null })).toEqual([
      "Le nom de l'entreprise est requis",
      "Veuillez saisir une adresse e-mail valide.",
    ]);
  });

  it("keeps to the lengths the cms stores", () => {
    expect(messagesOf(companySettingsSchema, { name: "a".repeat(151), email: "contact@agence.ma" })).toEqual([
      "Ce champ ne doit pas dépasser 150 caractères.",
    ]);
  });
});
