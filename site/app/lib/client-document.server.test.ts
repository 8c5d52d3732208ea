import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PublicDocument } from "@agency/shared";
import type { TFunction } from "i18next";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The client's document through the cms's public API: a real HTTP server stands in for the cms, answering what
 * each test sets and recording what the site sent.
 */
let answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: {} };
interface Received {
  method: string;
  path: string;
  secret?: string;
  visitor?: string;
  agent?: string;
  body: unknown;
}
const received: Received[] = [];
const cms = http.createServer((request, response) => {
  let text = "";
  request.on("data", (chunk) => (text += chunk));
  request.on("end", () => {
    received.push({
      method: request.method ?? "",
      path: request.url ?? "",
      secret: request.headers["x-site-secret"] as string | undefined,
      visitor: request.headers["x-visitor-ip"] as string | undefined,
      agent: request.headers["x-visitor-agent"] as string | undefined,
      body: text ? JSON.parse(text) : undefined,
    });
    const bytes = Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers }).end(bytes);
  });
});

const SECRET = "un-secret-partage-de-test";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const AGENT = "Mozilla/5.0 (Linux; Android 14) Mobile";
let client: typeof import("./client-document.server");
const t = ((key: string) => key) as unknown as TFunction;

const visitor = (method = "GET") =>
  new Request(`http://site.test/d/${TOKEN}`, {
    method,
    headers: { "X-Forwarded-For": "196.200.1.2, 10.0.0.1", "User-Agent": AGENT },
  });
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const VERSION = "5f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5";
const ACCEPTANCE = {
  intent: "accept",
  fullName: "Salma Idrissi",
  approved: "on",
  comment: "Merci, à lundi.",
  version: VERSION,
};
const DOCUMENT = { kind: "quote", number: "DEVIS-26-0012", canAnswer: true } as PublicDocument;

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("SITE_PROXY_SECRET", SECRET);
  vi.stubEnv("CMS_URL", `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  client = await import("./client-document.server");
});
afterAll(() => cms.close());
beforeEach(() => {
  received.length = 0;
});

describe("reading a client's document", () => {
  it("asks the cms with the shared secret, the visitor's address and agent, and answers its document", async () => {
    answer = { status: 200, body: { data: DOCUMENT } };
    expect(await client.readClientDocument(visitor(), TOKEN)).toEqual(DOCUMENT);
    expect(received).toEqual([
      {
        method: "GET",
        path: `/api/public/documents/${TOKEN}`,
        secret: SECRET,
        visitor: "196.200.1.2",
        agent: AGENT,
        body: undefined,
      },
    ]);
  });

  it("answers nothing for a token the cms does not know (wrong, expired or revoked alike)", async () => {
    answer = { status: 404, body: { error: { status: 404, message: "Not Found" } } };
    expect(await client.readClientDocument(visitor(), TOKEN)).toBeNull();
  });

  it("never sends the cms anything that cannot be a token, such as a path", async () => {
    for (const token of ["..", "../../api/users", `${TOKEN}/pdf`, TOKEN.slice(1), `${TOKEN}a`, ""]) {
      expect(await client.readClientDocument(visitor(), token)).toBeNull();
    }
    expect(received).toEqual([]);
  });

  it("fails loudly when the cms fails, so that the page says it could not be shown", async () => {
    answer = { status: 500, body: { error: { message: "Internal Server Error" } } };
    await expect(client.readClientDocument(visitor(), TOKEN)).rejects.toMatchObject({
      name: "CmsError",
      status: 500,
    });
  });

  it("gives the error page with 429 when the cms limits the visitor", async () => {
    answer = { status: 429, body: { error: { status: 429, message: "Trop de requêtes" } } };
    const thrown = await client.readClientDocument(visitor(), TOKEN).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(429);
  });
});

describe("the client's PDF", () => {
  it("streams the cms's file with its type and name, and the private headers", async () => {
    const pdf = Buffer.from("%PDF-1.7\n% un devis\n");
    answer = {
      status: 200,
      body: pdf,
      headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="DEVIS-26-0012.pdf"' },
    };
    const response = await client.clientDocumentPdf(visitor(), TOKEN);
    expect(received.at(-1)).toMatchObject({ path: `/api/public/documents/${TOKEN}/pdf`, secret: SECRET, agent: AGENT });
    expect(response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(response?.headers.get("Content-Disposition")).toBe('attachment; filename="DEVIS-26-0012.pdf"');
    expect(response?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response?.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response?.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(Buffer.from(await response!.arrayBuffer())).toEqual(pdf);
  });

  it("answers nothing for a token that opens nothing", async () => {
    answer = { status: 404, body: { error: { status: 404, message: "Not Found" } } };
    expect(await client.clientDocumentPdf(visitor(), TOKEN)).toBeNull();
    expect(await client.clientDocumentPdf(visitor(), "../quotes")).toBeNull();
    expect(received).toHaveLength(1);
  });
});

describe("accepting or refusing a quote", () => {
  it("sends the checked acceptance, and the version of the quote it was given on, with the visitor's address and agent", async () => {
    answer = { status: 200, body: { data: DOCUMENT } };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toEqual({ ok: true });
    expect(received).toEqual([
      {
        method: "POST",
        path: `/api/public/documents/${TOKEN}/accept`,
        secret: SECRET,
        visitor: "196.200.1.2",
        agent: AGENT,
        body: { fullName: "Salma Idrissi", approved: true, comment: "Merci, à lundi.", version: VERSION },
      },
    ]);
  });

  it("sends a refusal with its reason, or without one", async () => {
    answer = { status: 200, body: { data: DOCUMENT } };
    await client.answerQuote(
      visitor("POST"),
      TOKEN,
      form({ intent: "reject", reason: " Trop cher ", version: VERSION }),
      t,
    );
    await client.answerQuote(visitor("POST"), TOKEN, form({ intent: "reject", reason: "" }), t);
    expect(received.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/public/documents/${TOKEN}/reject`, body: { reason: "Trop cher", version: VERSION } },
      { path: `/api/public/documents/${TOKEN}/reject`, body: { version: "" } },
    ]);
  });

  it("refuses a form without a name or the ticked box before asking the cms, keeping what was typed", async () => {
    const values = { intent: "accept", fullName: " S ", comment: "Un commentaire" };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(values), t)).toEqual({
      ok: false,
      form: "accept",
      error: null,
      fieldErrors: {
        fullName: "clientDocument.accept.errors.fullName",
        approved: "clientDocument.accept.errors.approved",
      },
      values: { fullName: " S ", approved: "", comment: "Un commentaire" },
    });
    expect(received).toEqual([]);
  });

  it("says which text is too long", async () => {
    const long = "x".repeat(1001);
    expect(await client.answerQuote(visitor("POST"), TOKEN, form({ ...ACCEPTANCE, comment: long }), t)).toMatchObject({
      fieldErrors: { comment: "clientDocument.errors.tooLong" },
    });
    expect(
      await client.answerQuote(visitor("POST"), TOKEN, form({ ...ACCEPTANCE, fullName: "N".repeat(121) }), t),
    ).toMatchObject({ fieldErrors: { fullName: "clientDocument.errors.tooLong" } });
    expect(await client.answerQuote(visitor("POST"), TOKEN, form({ intent: "reject", reason: long }), t)).toMatchObject(
      { form: "reject", fieldErrors: { reason: "clientDocument.errors.tooLong" }, values: { reason: long } },
    );
    expect(received).toEqual([]);
  });

  it.each(["draft", "expired", "accepted", "rejected", "converted", "not-quote", "changed"])(
    "explains a quote the cms will not let be answered (%s), keeping what was typed",
    async (reason) => {
      answer = { status: 409, body: { error: { status: 409, message: "Conflit", details: { reason } } } };
      expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toEqual({
        ok: false,
        form: "accept",
        error: `clientDocument.blocked.${reason}`,
        fieldErrors: {},
        values: { fullName: "Salma Idrissi", approved: "on", comment: "Merci, à lundi." },
      });
    },
  );

  it("shows the fields the cms refused, in the visitor's language", async () => {
    answer = {
      status: 400,
      body: { error: { message: "Invalide", details: { errors: { approved: "Cochez « Bon pour accord »" } } } },
    };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toMatchObject({
      error: null,
      fieldErrors: { approved: "clientDocument.accept.errors.approved" },
    });
  });

  it("says to wait when the cms limits the visitor", async () => {
    answer = { status: 429, body: { error: { status: 429, message: "Trop de requêtes" } } };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toMatchObject({
      ok: false,
      error: "clientDocument.errors.tooMany",
      values: { fullName: "Salma Idrissi" },
    });
  });

  it("answers nothing when the link stopped working meanwhile", async () => {
    answer = { status: 404, body: { error: { status: 404, message: "Not Found" } } };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toBeNull();
  });

  it("shows an error and keeps what was typed when the cms fails or cannot be reached", async () => {
    answer = { status: 500, body: {} };
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toMatchObject({
      error: "clientDocument.errors.send",
      values: { fullName: "Salma Idrissi", comment: "Merci, à lundi." },
    });
    await new Promise((resolve) => cms.close(resolve));
    expect(await client.answerQuote(visitor("POST"), TOKEN, form(ACCEPTANCE), t)).toMatchObject({
      error: "clientDocument.errors.send",
      values: { approved: "on" },
    });
  });
});
