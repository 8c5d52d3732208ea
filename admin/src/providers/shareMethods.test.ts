import { beforeEach, describe, expect, it, vi } from "vitest";

// The calls are checked as the cms receives them; the HTTP layer itself is http.ts's. The unit tests share one
// thread (vitest.config.ts): the modules are loaded afresh here, so that shareMethods is the one that sees the mock.
vi.mock("./http", () => ({ apiFetch: vi.fn() }));
vi.resetModules();
const { apiFetch } = await import("./http");
const { readShareLinkCreated, readShareLinkState, shareLinkPath, shareMethods } = await import("./shareMethods");
const fetched = vi.mocked(apiFetch);

const active = { active: true, createdAt: "2026-11-26T09:32:00.000Z", expiresAt: "2027-02-24T09:32:00.000Z" };
const none = { active: false, createdAt: null, expiresAt: null };
const created = { url: "https://agence.ma/d/abcDEF123_-", expiresAt: "2027-02-24T09:32:00.000Z" };

beforeEach(() => fetched.mockReset());

describe("shareLinkPath", () => {
  it.each([
    ["invoices", "/api/invoices/inv1/share"],
    ["quotes", "/api/quotes/inv1/share"],
    ["creditNotes", "/api/credit-notes/inv1/share"],
  ] as const)("addresses the link of one %s by its documentId", (resource, path) => {
    expect(shareLinkPath(resource, "inv1")).toBe(path);
  });

  it("escapes the id", () => {
    expect(shareLinkPath("quotes", "a/../b")).toBe("/api/quotes/a%2F..%2Fb/share");
  });
});

describe("readShareLinkState and readShareLinkCreated", () => {
  it("read the cms's { data } answers", () => {
    expect(readShareLinkState({ data: active })).toEqual(active);
    expect(readShareLinkState({ data: none })).toEqual(none);
    expect(readShareLinkCreated({ data: created })).toEqual(created);
  });

  it("refuse an answer that breaks the contract, like a network error", () => {
    expect(() => readShareLinkState({ active: true })).toThrow();
    expect(() => readShareLinkCreated({ data: { url: "not a url", expiresAt: created.expiresAt } })).toThrow();
  });
});

describe("shareMethods", () => {
  it("reads the state with GET, passing the query's abort signal", async () => {
    fetched.mockResolvedValueOnce({ data: active });
    const signal = new AbortController().signal;
    await expect(shareMethods.shareLink("invoices", "inv1", signal)).resolves.toEqual(active);
    expect(fetched).toHaveBeenCalledWith("/api/invoices/inv1/share", { signal });
  });

  it("creates a link with POST and answers its address and end", async () => {
    fetched.mockResolvedValueOnce({ data: created });
    await expect(shareMethods.createShareLink("quotes", "q1")).resolves.toEqual(created);
    expect(fetched).toHaveBeenCalledWith("/api/quotes/q1/share", { method: "POST" });
  });

  it("revokes with DELETE and answers the state after it", async () => {
    fetched.mockResolvedValueOnce({ data: none });
    await expect(shareMethods.revokeShareLink("creditNotes", "cn1")).resolves.toEqual(none);
    expect(fetched).toHaveBeenCalledWith("/api/credit-notes/cn1/share", { method: "DELETE" });
  });

  it("lets the server's refusal through (a draft invoice: 409 and its French message)", async () => {
    const refusal = Object.assign(new Error("Émettez la facture avant de la partager."), { status: 409 });
    fetched.mockRejectedValueOnce(refusal);
    await expect(shareMethods.createShareLink("invoices", "draft1")).rejects.toBe(refusal);
  });
});
