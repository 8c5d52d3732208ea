import { describe, expect, it } from "vitest";
import { deliveryMailSchema } from "./delivery-mail.js";

const valid = {
  deliveryId: "abc123",
  to: "client@exemple.ma",
  subject: "Bon de livraison BL-26-0001",
  message: "Bonjour,",
};

describe("deliveryMailSchema", () => {
  it("accepts a complete mail and trims it", () => {
    expect(deliveryMailSchema.parse({ ...valid, subject: "  Sujet  " }).subject).toBe("Sujet");
  });

  it("answers each missing field with its French message", () => {
    const message = (input: object) => deliveryMailSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, to: "pas-une-adresse" })).toBe("Veuillez saisir une adresse e-mail valide.");
    expect(message({ ...valid, subject: "   " })).toBe("Le sujet est requis");
    expect(message({ ...valid, message: "" })).toBe("Le message est requis");
    expect(message({ ...valid, deliveryId: undefined })).toBe("Bon de livraison non trouvé");
  });

  it("bounds every field", () => {
    const longest = { deliveryId: "x".repeat(100), subject: "x".repeat(200), message: "x".repeat(5000) };
    expect(deliveryMailSchema.safeParse({ ...valid, ...longest }).success).toBe(true);
    const message = (input: object) => deliveryMailSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, deliveryId: "x".repeat(101) })).toBe("Ce champ ne doit pas dépasser 100 caractères.");
    expect(message({ ...valid, subject: "x".repeat(201) })).toBe("Ce champ ne doit pas dépasser 200 caractères.");
    expect(message({ ...valid, message: "x".repeat(5001) })).toBe("Ce champ ne doit pas dépasser 5000 caractères.");
    expect(message({ ...valid, to: `${"a".repeat(245)}@exemple.ma` })).toBe(
      "Ce champ ne doit pas dépasser 254 caractères.",
    );
  });
});
