import { describe, expect, it } from "vitest";
import { i18nProvider } from "../providers/i18nProvider";
import type { DeliveryDetail } from "./deliveryAnswers";
import { emailDraft } from "./deliveryEmail";

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const delivery = (client: DeliveryDetail["client"]): DeliveryDetail => ({
  id: "del1",
  documentId: "del1",
  deliveryNumber: "BL-26-0002",
  status: "sent",
  issueDate: "2026-03-01",
  deliveryDate: "2026-03-04",
  deliveryAddress: "Casablanca",
  transportInfo: "Coursier interne",
  notes: "",
  client,
  invoice: null,
  items: [],
});

const client = {
  documentId: "c1",
  name: "Atlas Print",
  contactName: "Samira Bennani",
  email: "contact@atlas.ma",
  phone: "",
  address: "",
};

describe("emailDraft", () => {
  it("addresses the client, names the note in the subject and greets the contact person", () => {
    const draft = emailDraft(delivery(client), translate);
    expect(draft.to).toBe("contact@atlas.ma");
    expect(draft.cc).toEqual([]);
    expect(draft.subject).toBe("Bon de livraison BL-26-0002");
    expect(draft.message).toMatch(
      /^Bonjour Samira Bennani,\n\nVeuillez trouver ci-joint le bon de livraison BL-26-0002\./,
    );
    expect(draft.message).toMatch(/Cordialement,$/);
  });

  it("greets the client by name without a contact, and politely without either", () => {
    expect(emailDraft(delivery({ ...client, contactName: "" }), translate).message).toMatch(/^Bonjour Atlas Print,/);
    expect(emailDraft(delivery({ ...client, contactName: "", name: "" }), translate).message).toMatch(
      /^Bonjour Madame, Monsieur,/,
    );
  });

  it("has no recipient when the client has no address", () => {
    expect(emailDraft(delivery({ ...client, email: "" }), translate).to).toBe("");
    expect(emailDraft(delivery(null), translate).to).toBe("");
  });
});
