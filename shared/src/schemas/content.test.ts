import { describe, expect, it } from "vitest";
import { articleSchema } from "./article.js";
import { contactFormMessage, contactSchema, messageStatusSchema, subscriberSchema } from "./contact.js";
import { messagesOf } from "./test-helpers.js";

const content = "<p>Le marketing digital au Maroc change vite, et voici pourquoi.</p>";

describe("articleSchema", () => {
  it("accepts a valid article", () => {
    expect(
      articleSchema.safeParse({ title: "Tendances 2026", content, category: "marketing", status: "published" }).success,
    ).toBe(true);
  });

  it("gives the spec's messages verbatim", () => {
    expect(messagesOf(articleSchema, { title: "Abcd", content })).toEqual([
      "Le titre doit contenir au moins 5 caractères",
    ]);
    expect(messagesOf(articleSchema, { title: "Titre correct", content: "Trop court" })).toEqual([
      "Le contenu doit contenir au moins 50 caractères",
    ]);
    expect(messagesOf(articleSchema, {})).toEqual([
      "Le titre doit contenir au moins 5 caractères",
      "Le contenu doit contenir au moins 50 caractères",
    ]);
  });

  it("counts the trimmed raw text", () => {
    expect(articleSchema.safeParse({ title: "  Abcd  ", content }).success).toBe(false);
    expect(articleSchema.safeParse({ title: "Titre", content: `   ${"x".repeat(49)}   ` }).success).toBe(false);
    expect(articleSchema.safeParse({ title: "Titre", content: "x".repeat(50) }).success).toBe(true);
  });

  it("bounds the title, the content and the excerpt", () => {
    const article = { title: "Titre", content };
    expect(messagesOf(articleSchema, { ...article, title: "x".repeat(200), excerpt: "x".repeat(500) })).toEqual([]);
    expect(messagesOf(articleSchema, { ...article, title: "x".repeat(201) })).toEqual([
      "Ce champ ne doit pas dépasser 200 caractères.",
    ]);
    expect(messagesOf(articleSchema, { ...article, excerpt: "x".repeat(501) })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(articleSchema, { ...article, content: "x".repeat(500_000) })).toEqual([]);
    expect(messagesOf(articleSchema, { ...article, content: "x".repeat(500_001) })).toEqual([
      "Ce champ ne doit pas dépasser 500000 caractères.",
    ]);
    expect(messagesOf(articleSchema, { ...article, title: 12345 })).toEqual([
      "Le titre doit contenir au moins 5 caractères",
    ]);
    expect(messagesOf(articleSchema, { ...article, content: 12345 })).toEqual([
      "Le contenu doit contenir au moins 50 caractères",
    ]);
  });

  it("only accepts the public blog categories and known statuses", () => {
    expect(messagesOf(articleSchema, { title: "Titre", content, category: "Marketing Digital" })).toEqual([
      "Veuillez choisir une catégorie valide",
    ]);
    expect(articleSchema.safeParse({ title: "Titre", content, category: "trends" }).success).toBe(true);
    expect(messagesOf(articleSchema, { title: "Titre", content, status: "archived" })).toEqual([
      "Statut d'article invalide",
    ]);
  });
});

const contact = {
  name: "Salma Benali",
  email: "salma@example.ma",
  phone: "+212 6 12 34 56 78",
  service: "visual-identity",
  message: "Bonjour, j'aimerais un devis pour un logo.",
};

describe("messageStatusSchema", () => {
  it("takes read or unread, and nothing else of a message received", () => {
    expect(messageStatusSchema.parse({ read: true })).toEqual({ read: true });
    expect(messageStatusSchema.parse({ read: false })).toEqual({ read: false });
    const readOnly = ["Seul l'état lu ou non lu d'un message reçu peut être modifié."];
    expect(messagesOf(messageStatusSchema, { read: true, email: "autre@example.ma" })).toEqual(readOnly);
    expect(messagesOf(messageStatusSchema, { read: "oui" })).toEqual(readOnly);
    expect(messagesOf(messageStatusSchema, {})).toEqual(readOnly);
    expect(messagesOf(messageStatusSchema, null)).toEqual(readOnly);
  });
});

describe("contactSchema", () => {
  it("accepts a complete message", () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
  });

  it("says every field is required when one is missing or blank", () => {
    for (const field of Object.keys(contact)) {
      expect(messagesOf(contactSchema, { ...contact, [field]: "  " })).toEqual(["Tous les champs sont requis"]);
      expect(messagesOf(contactSchema, { ...contact, [field]: undefined })).toEqual(["Tous les champs sont requis"]);
    }
  });

  it("checks the e-mail, the phone and the service", () => {
    expect(messagesOf(contactSchema, { ...contact, email: "salma@" })).toEqual([
      "Veuillez saisir une adresse e-mail valide.",
    ]);
    expect(messagesOf(contactSchema, { ...contact, phone: "06 12" })).toEqual([
      "Veuillez saisir un numéro de téléphone valide.",
    ]);
    expect(messagesOf(contactSchema, { ...contact, phone: "appelez-moi" })).toHaveLength(1);
    expect(messagesOf(contactSchema, { ...contact, service: "seo" })).toEqual([
      "Veuillez choisir un service dans la liste.",
    ]);
  });

  it("limits lengths", () => {
    expect(contactSchema.safeParse({ ...contact, name: "x".repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, phone: `+212 ${"6".repeat(30)}` }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, message: "x".repeat(5000) }).success).toBe(true);
    expect(messagesOf(contactSchema, { ...contact, message: "x".repeat(5001) })).toEqual([
      "Ce champ ne doit pas dépasser 5000 caractères.",
    ]);
    expect(contactSchema.safeParse({ ...contact, email: `${"a".repeat(250)}@b.ma` }).success).toBe(false);
    expect(messagesOf(contactSchema, { ...contact, name: "x".repeat(100) })).toEqual([]);
    expect(messagesOf(contactSchema, { ...contact, name: "x".repeat(101) })).toEqual([
      "Ce champ ne doit pas dépasser 100 caractères.",
    ]);
    expect(messagesOf(contactSchema, { ...contact, phone: `0  ${"0 ".repeat(13)}0` })).toEqual([]);
    expect(messagesOf(contactSchema, { ...contact, phone: `0   ${"0 ".repeat(13)}0` })).toEqual([
      "Ce champ ne doit pas dépasser 30 caractères.",
    ]);
  });

  it("answers 'Tous les champs sont requis' while a field is missing, even beside a malformed one", () => {
    const answer = (values: Record<string, unknown>) => {
      const result = contactSchema.safeParse({ ...contact, ...values });
      return result.success ? "ok" : contactFormMessage(result.error);
    };
    expect(answer({ email: "salma@", phone: "" })).toBe("Tous les champs sont requis");
    expect(answer({ service: "seo", message: undefined })).toBe("Tous les champs sont requis");
    expect(answer({ email: "salma@", phone: "06 12" })).toBe("Veuillez saisir une adresse e-mail valide.");
    expect(answer({ phone: "06 12" })).toBe("Veuillez saisir un numéro de téléphone valide.");
    expect(answer({})).toBe("ok");
  });

  it("takes a phone number typed in Arabic-Indic or Persian digits, stored in Latin digits", () => {
    expect(contactSchema.parse({ ...contact, phone: "٠٦١٢ ٣٤ ٥٦ ٧٨" }).phone).toBe("0612 34 56 78");
    expect(contactSchema.parse({ ...contact, phone: "+۲۱۲ ۶ ۱۲ ۳۴ ۵۶ ۷۹" }).phone).toBe("+212 6 12 34 56 79");
    expect(messagesOf(contactSchema, { ...contact, phone: "٠٦١٢" })).toEqual([
      "Veuillez saisir un numéro de téléphone valide.",
    ]);
  });

  it("takes the service from the list, trimmed", () => {
    expect(contactSchema.parse({ ...contact, service: " visual-identity " }).service).toBe("visual-identity");
  });
});

describe("subscriberSchema", () => {
  it("normalises the address and defaults the source", () => {
    expect(subscriberSchema.parse({ email: " Salma@Example.MA " })).toEqual({
      email: "salma@example.ma",
      source: "Site web",
    });
    expect(subscriberSchema.parse({ email: "a@b.ma", source: "Pied de page" }).source).toBe("Pied de page");
    expect(subscriberSchema.parse({ email: "a@b.ma", source: "  " }).source).toBe("Site web");
    expect(subscriberSchema.parse({ email: "a@b.ma", source: null }).source).toBe("Site web");
    expect(subscriberSchema.parse({ email: "a@b.ma", source: "x".repeat(100) }).source).toBe("x".repeat(100));
  });

  it("rejects invalid addresses and long sources", () => {
    expect(messagesOf(subscriberSchema, { email: "nope" })).toEqual(["Veuillez saisir une adresse e-mail valide."]);
    expect(subscriberSchema.safeParse({ email: "a@b.ma", source: "x".repeat(101) }).success).toBe(false);
  });
});
