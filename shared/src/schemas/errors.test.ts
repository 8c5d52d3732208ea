import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientSchema } from "./client.js";
import { isEmailAddress, isIsoDate, isPhoneNumber, latinDigits } from "./common.js";
import {
  FORM_ERROR_KEY,
  GENERIC_VALIDATION_MESSAGE,
  enableFrenchZodMessages,
  firstZodMessage,
  zodFieldErrors,
} from "./errors.js";
import { invoiceSchema } from "./invoice.js";

describe("firstZodMessage / zodFieldErrors", () => {
  it("gives the first message and one message per field", () => {
    const result = clientSchema.safeParse({ name: "A", email: "x", phone: "1", address: "Rue" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstZodMessage(result.error)).toBe("Le nom est requis et doit contenir au moins 2 caractères");
    expect(zodFieldErrors(result.error)).toEqual({
      name: "Le nom est requis et doit contenir au moins 2 caractères",
      email: "Veuillez entrer une adresse email valide",
      phone: "Veuillez entrer un numéro de téléphone valide",
      address: "Veuillez entrer une adresse valide",
    });
  });

  it("uses dotted paths for nested fields and a form key for the root", () => {
    const result = invoiceSchema.safeParse({
      client: "c1",
      issueDate: "2026-01-01",
      dueDate: "2026-01-31",
      items: [{ description: "Logo", unitPrice: 100, quantity: 0 }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({
      "items.0.quantity": "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    });
    const root = clientSchema.safeParse("not an object");
    expect(root.success).toBe(false);
    if (root.success) return;
    expect(zodFieldErrors(root.error)).toEqual({ [FORM_ERROR_KEY]: GENERIC_VALIDATION_MESSAGE });
  });

  it("falls back to a generic message", () => {
    expect(firstZodMessage(new z.ZodError([]))).toBe(GENERIC_VALIDATION_MESSAGE);
    expect(GENERIC_VALIDATION_MESSAGE).toBe("Les données saisies ne sont pas valides.");
  });

  it("keeps a field's first message and joins nested paths with dots", () => {
    const issues = [
      { path: ["items", 2, "unit"], message: "premier" },
      { path: ["items", 2, "unit"], message: "second" },
      { path: [], message: "formulaire" },
      { path: [], message: "encore" },
    ];
    expect(zodFieldErrors({ issues })).toEqual({ "items.2.unit": "premier", _form: "formulaire" });
    expect(firstZodMessage({ issues })).toBe("premier");
  });
});

describe("enableFrenchZodMessages", () => {
  it("switches zod's own messages to French", () => {
    const english = z.string().safeParse(1).error?.issues[0]?.message;
    enableFrenchZodMessages();
    try {
      const french = z.string().safeParse(1).error?.issues[0]?.message;
      expect(french).not.toBe(english);
      expect(french).toMatch(/^Entrée invalide/);
    } finally {
      // Global to zod: put English back for the tests that follow.
      z.config(z.locales.en());
    }
  });
});

describe("format helpers", () => {
  it("recognises ISO dates", () => {
    for (const ok of [
      "2026-02-28",
      "2024-02-29",
      "2026-12-31T23:59:59Z",
      "2026-01-01T10:00",
      "2026-01-01T10:00:00.123+01:00",
    ]) {
      expect(isIsoDate(ok)).toBe(true);
    }
    for (const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "26-01-01", "01/02/2026", "2026-01-01T24:00", ""]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it("knows the century leap years", () => {
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("2400-02-29")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2100-02-29")).toBe(false);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2100-02-28")).toBe(true);
    expect(isIsoDate("2024-02-30")).toBe(false);
  });

  it("knows the length of every month", () => {
    for (const month of ["01", "03", "05", "07", "08", "10", "12"]) {
      expect(isIsoDate(`2026-${month}-31`)).toBe(true);
      expect(isIsoDate(`2026-${month}-32`)).toBe(false);
    }
    for (const month of ["04", "06", "09", "11"]) {
      expect(isIsoDate(`2026-${month}-30`)).toBe(true);
      expect(isIsoDate(`2026-${month}-31`)).toBe(false);
    }
    expect(isIsoDate("2026-01-01")).toBe(true);
    expect(isIsoDate("2026-01-00")).toBe(false);
  });

  it("bounds the time of a date-time", () => {
    for (const ok of ["2026-01-01T00:00", "2026-01-01T23:59:59", "2026-01-01T10:00Z", "2026-01-01T10:00:00+0100"]) {
      expect(isIsoDate(ok)).toBe(true);
    }
    for (const bad of ["2026-01-01T10:60", "2026-01-01T10:00:60", "2026-01-01T10", "2026-01-01T10:00:00.1234567890Z"]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it("anchors the date pattern", () => {
    for (const bad of [" 2026-01-01", "2026-01-01 ", "x2026-01-01", "2026-01-01T10:00x"]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it("recognises e-mail addresses and phone numbers", () => {
    expect(isEmailAddress("prenom.nom@agence.ma")).toBe(true);
    expect(isEmailAddress("prenom nom@agence.ma")).toBe(false);
    expect(isPhoneNumber("0612345678")).toBe(true);
    expect(isPhoneNumber("+212 (0)5 22-00.00.00")).toBe(true);
    expect(isPhoneNumber("1234567")).toBe(false);
    expect(isPhoneNumber("+212 6 12 34 56 78 99 99")).toBe(false);
    // 8 and 15 digits are the bounds, both accepted.
    expect(isPhoneNumber("12345678")).toBe(true);
    expect(isPhoneNumber("123456789012345")).toBe(true);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
    expect(isPhoneNumber("x0612345678")).toBe(false);
    expect(isPhoneNumber("0612345678x")).toBe(false);
  });

  it("reads Arabic-Indic and Persian digits as Latin ones, and leaves the rest", () => {
    expect(latinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(latinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(latinDigits("+212 (٠)٥ 22-00")).toBe("+212 (0)5 22-00");
    expect(latinDigits("هاتف")).toBe("هاتف");
  });
});
