import { describe, expect, it } from "vitest";
import {
  canSendReply,
  formatDateTime,
  isUnread,
  messageDate,
  readReplies,
  replyPayload,
  type MessageRecord,
} from "./messageRecord";

const record: MessageRecord = {
  id: "doc1",
  name: "Salma Idrissi",
  email: "salma@example.ma",
  phone: "0612345678",
  service: "photography",
  message: "Bonjour",
  date: "2026-02-28T13:05:00.000Z",
  read: false,
  createdAt: "2026-02-28T13:05:01.000Z",
};

describe("canSendReply", () => {
  it("refuses an empty or blank reply", () => {
    expect(canSendReply("")).toBe(false);
    expect(canSendReply("  \n\t ")).toBe(false);
  });

  it("accepts any visible text", () => {
    expect(canSendReply(" Merci ")).toBe(true);
  });
});

describe("replyPayload", () => {
  it("sends the trimmed text with the message's recipient", () => {
    expect(replyPayload(record, "  Merci pour votre message\n")).toEqual({
      contactId: "doc1",
      message: "Merci pour votre message",
      recipientEmail: "salma@example.ma",
      recipientName: "Salma Idrissi",
      phoneNumber: "0612345678",
    });
  });
});

describe("readReplies", () => {
  it("reads the populated replies in their stored order", () => {
    const body = {
      data: {
        documentId: "doc1",
        replies: [
          { id: 1, text: "Première", author: "Nadia", sentAt: "2026-03-01T09:00:00.000Z" },
          { id: 2, text: "Seconde", author: null, sentAt: null },
        ],
      },
    };
    expect(readReplies(body)).toEqual([
      { text: "Première", author: "Nadia", sentAt: "2026-03-01T09:00:00.000Z" },
      { text: "Seconde", author: null, sentAt: null },
    ]);
  });

  it("answers no replies when the message has none", () => {
    expect(readReplies({ data: { documentId: "doc1" } })).toEqual([]);
    expect(readReplies({ data: { replies: null } })).toEqual([]);
  });

  it("rejects an answer that is not a message", () => {
    expect(() => readReplies({ error: { status: 404 } })).toThrow();
  });
});

describe("isUnread and messageDate", () => {
  it("treats a missing read flag as unread", () => {
    expect(isUnread({ read: false })).toBe(true);
    expect(isUnread({ read: null })).toBe(true);
    expect(isUnread({ read: true })).toBe(false);
  });

  it("prefers the sending date, else the creation date", () => {
    expect(messageDate(record)).toBe("2026-02-28T13:05:00.000Z");
    expect(messageDate({ date: null, createdAt: "2026-01-01T00:00:00.000Z" })).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("formatDateTime", () => {
  it("formats in French day/month/year order", () => {
    expect(formatDateTime("2026-02-28T12:00:00.000Z")).toMatch(/^28\/02\/2026 \d{2}:\d{2}$/);
  });

  it("keeps an unreadable value and shows nothing for none", () => {
    expect(formatDateTime("bientôt")).toBe("bientôt");
    expect(formatDateTime(null)).toBe("");
  });
});
