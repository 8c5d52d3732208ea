import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { CLIENT_DOCUMENT_HEADERS } from "./client-document.server";
import { sharedCacheControl } from "./html-cache.server";

/** Only what the rule reads of Remix's context. */
const rendered = (actionData: unknown = null) =>
  ({ isSpaMode: false, staticHandlerContext: { actionData } }) as unknown as EntryContext;
const get = (path: string) => new Request(`http://site.test${path}`);
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("the pages the micro-cache may keep", () => {
  it("keeps a public page two seconds", () => {
    expect(sharedCacheControl(get("/services"), 200, rendered(), new Headers())).toBe("public, max-age=0, s-maxage=2");
  });

  it("never keeps a client's document: its page's own headers decide, whatever spelling of /d/ matched", () => {
    expect(sharedCacheControl(get(`/d/${TOKEN}`), 200, rendered(), new Headers(CLIENT_DOCUMENT_HEADERS))).toBeNull();
  });

  it("never keeps an error, a form's answer or a post", () => {
    expect(sharedCacheControl(get("/nowhere"), 404, rendered(), new Headers())).toBeNull();
    expect(sharedCacheControl(get("/contact"), 200, rendered({ ok: true }), new Headers())).toBeNull();
    expect(
      sharedCacheControl(new Request("http://site.test/contact", { method: "POST" }), 200, rendered(), new Headers()),
    ).toBeNull();
  });
});
