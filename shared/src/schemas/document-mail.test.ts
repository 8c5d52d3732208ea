import { describe, expect, it } from "vitest";
import { documentMailDraft, documentMailSchema, reminderMailDraft } from "./document-mail.js";

describe("documentMailSchema", () => {
  it("takes a recipient, up to five copies, a subject and a message", () => {
    const parsed = documentMailSchema.parse({ to: " compta@client.ma ", subject: "Facture", message: "Bonjour" });
    expect(parsed).toEqual({ to: "compta@client.ma", cc: [], subject: "Facture", message: "Bonjour" });
    const six = Array.from({ length: 6 }, (_, i) => `copie${i}@client.ma`);
    const refused = documentMailSchema.safeParse({ to: "a@b.ma", cc: six, subject: "S", message: "M" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["5 adresses en copie au plus."]);
    const blank = documentMailSchema.safeParse({ to: "pas-une-adresse", cc: ["x"], subject: " ", message: "" });
    expect(blank.error?.issues.map((issue) => issue.path.join("."))).toEqual(["to", "cc.0", "subject", "message"]);
  });
});

describe("documentMailDraft", () => {
  it("proposes an invoice's subject and message with its amount and due date", () => {
    expect(
      documentMailDraft({
        kind: "invoice",
        number: "FA-26-0042",
        clientName: "Atlas Digital",
        totalAmount: 12345.6,
        date: "2026-12-31",
        companyName: "Agence Horizon",
      }),
    ).toEqual({
      subject: "Facture FA-26-0042 — Agence Horizon",
      message:
        "Bonjour,\n\nVeuillez trouver ci-joint notre facture FA-26-0042 d'un montant de 12 345,60 DH. " +
        "Elle est payable au plus tard le 31/12/2026.\n\nNous restons à votre disposition pour toute question.\n\n" +
        "Cordialement,\nAgence Horizon",
    });
  });

  it("says of an invoice sent again what it owes that day: paid, partly paid, past due, cancelled", () => {
    const invoice = { kind: "invoice", number: "FA-26-0042", clientName: "Atlas", totalAmount: 1200, companyName: "A" };
    const sentence = (
      date: string,
      { cancelled = false, ...standing }: { amountDue: number; today: string; cancelled?: boolean },
    ) =>
      documentMailDraft({
        ...invoice,
        kind: "invoice",
        date,
        standing: {
          ...standing,
          state: cancelled ? "cancelled" : "issued",
          status: standing.amountDue <= 0 ? "paid" : standing.amountDue < 1200 ? "partial" : "unpaid",
        },
      })
        .message.split("\n")[2]!
        .replace("Veuillez trouver ci-joint notre facture FA-26-0042 d'un montant de 1 200,00 DH. ", "");
    expect(sentence("2026-12-31", { amountDue: 1200, today: "2026-12-01" })).toBe(
      "Elle est payable au plus tard le 31/12/2026.",
    );
    // Due that very day: not yet late.
    expect(sentence("2026-12-31", { amountDue: 1200, today: "2026-12-31" })).toBe(
      "Elle est payable au plus tard le 31/12/2026.",
    );
    expect(sentence("2026-12-31", { amountDue: 450.5, today: "2026-12-01" })).toBe(
      "Il reste 450,50 DH à régler, au plus tard le 31/12/2026.",
    );
    expect(sentence("2026-12-31", { amountDue: 1200, today: "2027-01-01" })).toBe(
      "Elle était payable le 31/12/2026 ; il reste 1 200,00 DH à régler.",
    );
    expect(sentence("2026-12-31", { amountDue: 0, today: "2027-03-01" })).toBe("Elle est entièrement réglée ; merci.");
    expect(sentence("2026-12-31", { amountDue: 0, today: "2027-03-01", cancelled: true })).toBe(
      "Elle a été annulée par avoir.",
    );
  });

  it("says how long a quote is valid, and nothing of a date for a credit note", () => {
    const quote = documentMailDraft({
      kind: "quote",
      number: "DEVIS-26-0007",
      clientName: "Riad",
      totalAmount: 500,
      date: "2026-01-15",
      companyName: "Agence",
    });
    expect(quote.message).toContain(
      "notre devis DEVIS-26-0007 d'un montant de 500,00 DH. Il est valable jusqu'au 15/01/2026.",
    );
    const note = documentMailDraft({
      kind: "creditNote",
      number: "AV-26-0001",
      clientName: "R",
      totalAmount: 80,
      companyName: "A",
    });
    // A copy of an accepted quote, its validity long gone, is no longer an offer.
    const accepted = documentMailDraft({
      kind: "quote",
      number: "DEVIS-26-0007",
      clientName: "Riad",
      totalAmount: 500,
      date: "2026-01-15",
      status: "accepted",
      companyName: "Agence",
    });
    expect(accepted.message).toContain(
      "notre devis DEVIS-26-0007 d'un montant de 500,00 DH. Vous l'avez accepté : merci de votre confiance.",
    );
    expect(note.subject).toBe("Avoir AV-26-0001 — A");
    expect(note.message).toContain("notre avoir AV-26-0001 d'un montant de 80,00 DH.\n");
  });
});

describe("reminderMailDraft", () => {
  it("says the number, the due date, the days late and the amount still due", () => {
    const draft = reminderMailDraft({
      number: "FA-27-0003",
      amountDue: 1200.5,
      dueDate: "2027-03-01",
      daysLate: 15,
      companyName: "Agence Horizon",
    });
    expect(draft.subject).toBe("Relance : facture FA-27-0003 — Agence Horizon");
    // The mail as the client reads it.
    expect(draft.message).toBe(`Bonjour,

Sauf erreur de notre part, notre facture FA-27-0003, échue le 01/03/2027 (il y a 15 jours), reste due pour un montant de 1 200,50 DH.

Nous vous remercions de bien vouloir procéder à son règlement ; si celui-ci est déjà en cours, merci de ne pas tenir compte de ce message.

Vous trouverez la facture ci-jointe.

Cordialement,
Agence Horizon`);
  });
});

describe("documentMailDraft from the settings' template", () => {
  it("fills the template kept in settings, and falls back on the default for a blank part", () => {
    const draft = documentMailDraft(
      {
        kind: "quote",
        number: "DEVIS-26-0012",
        clientName: "Riad Atlas",
        totalAmount: 1200,
        date: "2026-12-20",
        companyName: "Agence Horizon",
      },
      { subject: "  ", message: "Chers {client},\n{document} {numero} ({montant}). {echeance}\n{societe}" },
    );
    expect(draft).toEqual({
      subject: "Devis DEVIS-26-0012 — Agence Horizon",
      message:
        "Chers Riad Atlas,\nnotre devis DEVIS-26-0012 (1 200,00 DH). Il est valable jusqu'au 20/12/2026.\nAgence Horizon",
    });
  });

  it("reads a template's message without the spaces around it, and a blank one as the default", () => {
    const quote = {
      kind: "quote" as const,
      number: "DEVIS-26-0012",
      clientName: "Riad Atlas",
      totalAmount: 1200,
      date: null,
      companyName: "Agence Horizon",
    };
    expect(documentMailDraft(quote, { message: "\n  Bonjour {client}  \n" }).message).toBe("Bonjour Riad Atlas");
    expect(documentMailDraft(quote, { message: " \n " }).message).toBe(documentMailDraft(quote).message);
  });
});
