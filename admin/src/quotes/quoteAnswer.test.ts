import polyglotI18nProvider from "ra-i18n-polyglot";
import frenchMessages from "ra-language-french";
import { describe, expect, it } from "vitest";
import { salesMessages } from "../sales/messages";
import { quoteAnswerNote } from "./quoteAnswer";

// The sales screens' strings only, as fr.ts merges them.
const i18n = polyglotI18nProvider(() => ({ ...frenchMessages, app: { sales: salesMessages } }), "fr");

const quote = {
  status: "accepted",
  acceptedBy: "Nadia Alaoui",
  // 10:32 in Casablanca (UTC+1).
  answeredAt: "2026-11-26T09:32:41.000Z",
  answerComment: "Livraison avant fin janvier",
};

describe("quoteAnswerNote", () => {
  it("says who accepted, on which day and at what time in Casablanca, with the comment", () => {
    expect(quoteAnswerNote(quote, i18n.translate)).toEqual({
      decision: "accepted",
      headline: "Accepté le 26/11/2026 à 10:32 par Nadia Alaoui",
      comment: "Commentaire du client : « Livraison avant fin janvier »",
    });
  });

  it("says a refusal and its reason, or no reason line without one", () => {
    const refused = { ...quote, status: "rejected", acceptedBy: null, answerComment: "Trop cher" };
    expect(quoteAnswerNote(refused, i18n.translate)).toEqual({
      decision: "rejected",
      headline: "Refusé le 26/11/2026 à 10:32",
      comment: "Motif du refus : « Trop cher »",
    });
    expect(quoteAnswerNote({ ...refused, answerComment: null }, i18n.translate)?.comment).toBe("");
  });

  it("says nothing of a status set by hand, or moved since the answer", () => {
    expect(quoteAnswerNote({ ...quote, acceptedBy: null, answeredAt: null }, i18n.translate)).toBeNull();
    expect(quoteAnswerNote({ ...quote, status: "sent" }, i18n.translate)).toBeNull();
  });

  it("still dates an acceptance whose name is missing", () => {
    expect(quoteAnswerNote({ ...quote, acceptedBy: "" }, i18n.translate)?.headline).toBe(
      "Accepté le 26/11/2026 à 10:32",
    );
  });
});
