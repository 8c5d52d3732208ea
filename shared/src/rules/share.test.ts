import { describe, expect, it } from "vitest";
import { quoteAnswerBlock } from "./share.js";

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
