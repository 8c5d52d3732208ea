import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TFunction } from "i18next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * What a visitor sees when the cms cannot take a form: the browser tests run
 * against a healthy cms, so here a real HTTP server stands in for a failing one.
 */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const received: Array<{ path: string; secret?: string; visitor?: string; body: unknown }> = [];
const failingCms = http.createServer((request, response) => {
  let text = "";
  request.on("data", (chunk) => (text += chunk));
  request.on("end", () => {
    received.push({
      path: request.url ?? "",
      secret: request.headers["x-site-secret"] as string | undefined,
      visitor: request.headers["x-visitor-ip"] as string | undefined,
      body: JSON.parse(text),
    });
    response.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
  });
});

const SECRET = "un-secret-partage-de-test";
let forms: typeof import("./forms.server");
const t = ((key: string) => key) as unknown as TFunction;
const CONTACT = {
  name: "Salma Idrissi",
  email: "salma@example.ma",
  phone: "+212 6 12 34 56 78",
  service: "photography",
  message: "Bonjour, un devis svp.",
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const visitor = new Request("http://site.test/contact", {
  method: "POST",
  headers: { "X-Forwarded-For": "196.200.1.2" },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => failingCms.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("SITE_PROXY_SECRET", SECRET);
  vi.stubEnv("CMS_URL", `http://127.0.0.1:${(failingCms.address() as AddressInfo).port}`);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  forms = await import("./forms.server");
});
afterAll(() => failingCms.close());

describe("the contact form when the cms fails", () => {
  it("passes the checked message on, naming the visitor with the shared secret", async () => {
    answer = { status: 200, body: { success: true } };
    expect(await forms.sendContactForm(visitor, form(CONTACT), t)).toEqual({
      ok: true,
      message: "contactForm.success",
    });
    expect(received.at(-1)).toEqual({ path: "/api/contact", secret: SECRET, visitor: "196.200.1.2", body: CONTACT });
  });

  it("checks the message before the cms: every field required first, then formats, digits made Latin", async () => {
    const sent = received.length;
    const missingAndMalformed = { ...CONTACT, email: "salma@", phone: "" };
    expect(await forms.sendContactForm(visitor, form(missingAndMalformed), t)).toEqual({
      ok: false,
      error: "contactForm.errors.required",
      values: missingAndMalformed,
    });
    expect(await forms.sendContactForm(visitor, form({ ...CONTACT, email: "salma@" }), t)).toMatchObject({
      error: "contactForm.errors.email",
    });
    expect(received.length).toBe(sent);
    answer = { status: 200, body: { success: true } };
    await forms.sendContactForm(visitor, form({ ...CONTACT, phone: "٠٦١٢ ٣٤ ٥٦ ٧٨" }), t);
    expect(received.at(-1)?.body).toEqual({ ...CONTACT, phone: "0612 34 56 78" });
  });

  it("shows an error and keeps what was typed when the cms answers 500", async () => {
    answer = { status: 500, body: { error: { message: "Internal Server Error" } } };
    expect(await forms.sendContactForm(visitor, form(CONTACT), t)).toEqual({
      ok: false,
      error: "contactForm.errors.send",
      values: CONTACT,
    });
  });

  it("says to wait when the cms limits the visitor", async () => {
    answer = { status: 429, body: { error: { message: "Too many requests" } } };
    expect(await forms.sendContactForm(visitor, form(CONTACT), t)).toMatchObject({
      ok: false,
      error: "contactForm.errors.tooMany",
    });
  });
});

describe("the newsletter form when the cms fails", () => {
  it("shows an error and keeps the address", async () => {
    answer = { status: 503, body: {} };
    expect(await forms.subscribeToNewsletter(visitor, form({ email: "lecteur@example.ma" }), t)).toEqual({
      ok: false,
      error: "newsletter.error",
      values: { email: "lecteur@example.ma" },
    });
  });

  it("shows an error when the cms cannot be reached", async () => {
    await new Promise((resolve) => failingCms.close(resolve));
    expect(await forms.subscribeToNewsletter(visitor, form({ email: "lecteur@example.ma" }), t)).toMatchObject({
      ok: false,
      error: "newsletter.error",
    });
  });
});
