import { describe, expect, it } from "vitest";
import * as billing from "./billing.js";
import { CLIENT_TYPE_OPTIONS, clientTypeLabel } from "./clients.js";
import * as content from "./content.js";
import { DELIVERY_STATUS_OPTIONS, DELIVERY_STATUSES, deliveryStatusLabel } from "./deliveries.js";
import { INVOICE_STATUSES, invoiceStatusLabel } from "./invoices.js";
import { paymentMethodText } from "./payments.js";
import { QUOTE_STATUSES, quoteStatusLabel } from "./quotes.js";
import { USER_ROLE_DESCRIPTIONS, isUserRole, userRoleLabel } from "./users.js";

describe("client types", () => {
  it("labels each type, Entreprise on the detail page", () => {
    expect(CLIENT_TYPE_OPTIONS).toEqual([
      { value: "individual", label: "Particulier" },
      { value: "freelance", label: "Auto-entrepreneur" },
      { value: "sarl", label: "Société" },
    ]);
    expect(clientTypeLabel("sarl", "detail")).toBe("Entreprise");
    expect(clientTypeLabel("freelance", "detail")).toBe("Auto-entrepreneur");
    expect(clientTypeLabel("unknown")).toBe("unknown");
    expect(clientTypeLabel("toString")).toBe("toString");
  });
});

describe("document statuses", () => {
  it("labels invoices", () => {
    expect(INVOICE_STATUSES).toEqual(["unpaid", "partial", "paid"]);
    expect(invoiceStatusLabel("paid")).toBe("Payée");
    expect(invoiceStatusLabel("unpaid")).toBe("Non payée");
    expect(invoiceStatusLabel("partial")).toBe("Partielle");
    expect(invoiceStatusLabel("unpaid", "detail")).toBe("En attente");
    expect(invoiceStatusLabel("partial", "detail")).toBe("Partiellement payée");
  });

  it("labels quotes, with En attente for anything unanswered on the detail page", () => {
    expect(QUOTE_STATUSES.map((status) => quoteStatusLabel(status))).toEqual([
      "Brouillon",
      "Envoyé",
      "Accepté",
      "Refusé",
    ]);
    expect(quoteStatusLabel("accepted", "detail")).toBe("Approuvé");
    expect(quoteStatusLabel("rejected", "detail")).toBe("Rejeté");
    expect(quoteStatusLabel("sent", "detail")).toBe("En attente");
    expect(quoteStatusLabel("whatever", "detail")).toBe("En attente");
  });

  it("labels delivery notes with the one set spec 001 quotes for their stored statuses", () => {
    expect(DELIVERY_STATUS_OPTIONS.map((option) => option.label)).toEqual(["Brouillon", "Envoyé", "Livré", "Annulé"]);
    // The screens, the PDF, the exports and the print all read this one function.
    expect(DELIVERY_STATUSES.map((status) => deliveryStatusLabel(status))).toEqual([
      "Brouillon",
      "Envoyé",
      "Livré",
      "Annulé",
    ]);
    expect(deliveryStatusLabel("in_transit")).toBe("in_transit");
  });
});

describe("payment methods", () => {
  it("name the method, a refund as such, and an unknown method as stored", () => {
    expect(paymentMethodText({ method: "cheque", amount: "1200.00" })).toBe("Chèque");
    expect(paymentMethodText({ method: "virement", amount: "-300.00" })).toBe("Remboursement · Virement");
    expect(paymentMethodText({ method: "effet", amount: 0 })).toBe("Effet de commerce");
    expect(paymentMethodText({ method: "bitcoin", amount: 5 })).toBe("bitcoin");
    expect(paymentMethodText({ method: "toString", amount: 5 })).toBe("toString");
  });
});

describe("users", () => {
  it("labels roles and describes them", () => {
    expect(userRoleLabel("admin")).toBe("Administrateur");
    expect(userRoleLabel("Écrivain")).toBe("Utilisateur");
    expect(USER_ROLE_DESCRIPTIONS["Écrivain"]).toBe("Création et gestion d'articles");
    expect(USER_ROLE_DESCRIPTIONS.admin).toBe("Accès complet au tableau de bord");
    expect(isUserRole("Écrivain")).toBe(true);
    expect(isUserRole("Ecrivain")).toBe(false);
  });
});

describe("billing constants", () => {
  it("offers the payment terms and tax rates with their defaults", () => {
    expect(billing.PAYMENT_TERMS_OPTIONS).toEqual([
      { value: 0, label: "Paiement immédiat" },
      { value: 15, label: "15 jours" },
      { value: 30, label: "30 jours" },
      { value: 60, label: "60 jours" },
    ]);
    expect(billing.DEFAULT_PAYMENT_TERMS).toBe(30);
    expect(billing.TAX_RATES).toEqual([0, 10, 20]);
    expect(billing.DEFAULT_TAX_RATE).toBe(20);
  });

  it("pre-fills the notes the spec describes", () => {
    expect(billing.DEFAULT_INVOICE_NOTES).toMatch(/Merci/);
    expect(billing.DEFAULT_INVOICE_NOTES).toMatch(/30 jours/);
    expect(billing.DEFAULT_QUOTE_NOTES).toMatch(/valable 30 jours/);
    expect(billing.DEFAULT_DELIVERY_NOTES).toMatch(/réception/);
    expect(billing.DEFAULT_DELIVERY_NOTES).toMatch(/24 heures/);
    for (const note of [billing.DEFAULT_INVOICE_NOTES, billing.DEFAULT_QUOTE_NOTES, billing.DEFAULT_DELIVERY_NOTES]) {
      expect(note).not.toMatch(/[\u2019]/);
    }
  });
});

describe("content categories", () => {
  it("maps the admin filter onto the public blog slugs", () => {
    expect(content.ADMIN_ARTICLE_CATEGORY_FILTER.map((option) => option.label)).toEqual([
      "Tous",
      "Marketing Digital",
      "Design",
      "Publicité",
      "Réseaux Sociaux",
      "E-commerce",
    ]);
    for (const option of content.ADMIN_ARTICLE_CATEGORY_FILTER.slice(1)) {
      expect(content.BLOG_CATEGORIES).toContain(option.value);
    }
    expect(content.BLOG_CATEGORIES).toContain("analytics");
    expect(content.BLOG_CATEGORIES).toContain("trends");
  });

  it("lists FAQ categories, contact services and CSV headers", () => {
    expect(content.FAQ_CATEGORIES).toEqual(["general", "services", "projects", "billing"]);
    expect(content.CONTACT_SERVICES).toHaveLength(7);
    expect(content.CONTACT_SERVICES[0]).toBe("web-creation");
    expect(content.CONTACT_SERVICES.at(-1)).toBe("other");
    expect(content.SUBSCRIBER_CSV_HEADERS).toEqual(["ID", "Email", "Date d'inscription", "Source", "Statut"]);
  });
});
