import { describe, expect, it } from "vitest";
import { isQuoteExpired, quoteAnswerBlock, quoteMailRefusal } from "./share.js";

const TODAY = "2026-11-26";
const sent = { status: "sent", validUntil: "2026-12-26", converted: false };

describe("quoteAnswerBlock", () => {
  it("lets a sent quote be answered until the last day of its validity, that day included", () => {
    expect(quoteAnswerBlock(sent, TODAY)).toBeNull();
    expect(quoteAnswerBlock({ ...sent, validUntil: TODAY }, TODAY)).toBeNull();
    expect(quoteAnswerBlock({ ...sent, validUntil: "2026-11-26T00:00:00.000Z" }, TODAY)).toBeNull();
  });

  it("says it expired from the day after, or when it has no validity", () => {
    expect(quoteAnswerBlock({ ...sent, validUntil: "2026-11-25" }, TODAY)).toBe("expired");
    expect(quoteAnswerBlock({ ...sent, validUntil: null }, TODAY)).toBe("expired");
  });

  it("keeps an answer final and a draft unanswerable", () => {
    expect(quoteAnswerBlock({ ...sent, status: "accepted" }, TODAY)).toBe("accepted");
    expect(quoteAnswerBlock({ ...sent, status: "rejected" }, TODAY)).toBe("rejected");
    expect(quoteAnswerBlock({ ...sent, status: "draft" }, TODAY)).toBe("draft");
    expect(quoteAnswerBlock({ ...sent, status: "accepted", validUntil: "2026-01-01" }, TODAY)).toBe("accepted");
  });

  it("says a converted quote is converted before anything else", () => {
    expect(quoteAnswerBlock({ ...sent, status: "accepted", converted: true }, TODAY)).toBe("converted");
    expect(quoteAnswerBlock({ ...sent, validUntil: "2020-01-01", converted: true }, TODAY)).toBe("converted");
  });
});

describe("isQuoteExpired", () => {
  it("says a draft or sent quote expired from the day after its last valid day", () => {
    expect(isQuoteExpired({ status: "sent", validUntil: "2026-11-25" }, TODAY)).toBe(true);
    expect(isQuoteExpired({ status: "draft", validUntil: "2026-11-25T00:00:00.000Z" }, TODAY)).toBe(true);
    expect(isQuoteExpired({ status: "sent", validUntil: null }, TODAY)).toBe(true);
    expect(isQuoteExpired({ status: "sent", validUntil: TODAY }, TODAY)).toBe(false);
    expect(isQuoteExpired({ status: "draft", validUntil: "2026-12-26" }, TODAY)).toBe(false);
  });

  it("never says it of an answered quote, whose validity no longer matters", () => {
    expect(isQuoteExpired({ status: "accepted", validUntil: "2026-01-01" }, TODAY)).toBe(false);
    expect(isQuoteExpired({ status: "rejected", validUntil: "2026-01-01" }, TODAY)).toBe(false);
  });
});

describe("quoteMailRefusal", () => {
  it("lets a quote be mailed until its last valid day, that day included, and an answered one whatever its date", () => {
    expect(quoteMailRefusal({ status: "draft", validUntil: TODAY }, TODAY)).toBeNull();
    expect(quoteMailRefusal({ status: "sent", validUntil: "2026-12-26" }, TODAY)).toBeNull();
    expect(quoteMailRefusal({ status: "accepted", validUntil: "2026-01-01" }, TODAY)).toBeNull();
  });

  it("asks for a draft's date to be moved, and a sent quote to be duplicated, once past it", () => {
    expect(quoteMailRefusal({ status: "draft", validUntil: "2026-11-25" }, TODAY)).toBe(
      "La date de validité de ce devis (25/11/2026) est passée : modifiez-la avant de l'envoyer.",
    );
    expect(quoteMailRefusal({ status: "sent", validUntil: "2026-10-31T00:00:00.000Z" }, TODAY)).toBe(
      "Ce devis était valable jusqu'au 31/10/2026 : le client ne pourrait plus l'accepter depuis son lien. Dupliquez-le pour lui refaire cette offre.",
    );
  });
});
