import { randomBytes } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { createClient, createSentQuote, shareDocument } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { SITE_URL } from "./urls";

/**
 * The site server's compression, through raw HTTP requests (fetch would decode the body itself): what goes on
 * the wire, in which encoding, and that it decodes to the very page sent to a visitor who accepts none.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent. */
  wire: Buffer;
  /** The body once decoded as its Content-Encoding says. */
  text: string;
}

function request(path: string, acceptEncoding?: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .request(`${SITE_URL}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded =
            encoding === "br"
              ? zlib.brotliDecompressSync(wire)
              : encoding === "gzip"
                ? zlib.gunzipSync(wire)
                : encoding === undefined
                  ? wire
                  : null;
          if (!decoded) return reject(new Error(`${path}: unexpected Content-Encoding ${encoding}`));
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wire,
            text: decoded.toString("utf8"),
          });
        });
        response.on("error", reject);
      })
      .on("error", reject)
      .end();
  });
}

/** The page with its answer's CSP nonce blanked: two answers of one page differ only by it. */
function withoutNonce(answer: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  return answer.text.replaceAll(nonce!, "NONCE");
}

test("the home page goes brotli or gzip as the visitor accepts, decoding to the same page, rendered or kept", async () => {
  // An address of its own: the first answer is a render, the next ones come from the 2 s micro-cache.
  const home = `/?compression=${randomBytes(6).toString("hex")}`;
  const rendered = await request(home, "gzip, deflate, br");
  const kept = await request(home, "br");
  const gzip = await request(home, "gzip");
  const plain = await request(home);
  const brotliRefused = await request(home, "br;q=0, gzip");
  const noneAcceptable = await request(home, "gzip;q=0, br;q=0");
  const preferred = await request(home, "br;q=0.5, gzip;q=0.8");

  const page = withoutNonce(plain);
  expect(page).toContain("</html>");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  for (const [answer, encoding] of [
    [rendered, "br"],
    [kept, "br"],
    [gzip, "gzip"],
    [brotliRefused, "gzip"],
    [noneAcceptable, undefined],
    [preferred, "gzip"],
  ] as const) {
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(Number(answer.headers["content-length"])).toBe(answer.wire.length);
    expect(withoutNonce(answer)).toBe(page);
  }
  for (const answer of [rendered, kept, gzip, plain]) {
    expect(answer.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  }
  expect(kept.wire.length).toBeLessThan(plain.wire.length / 2);
});

test("a hashed script goes brotli and immutable; an image, a tiny file and a HEAD go as they are", async () => {
  const html = (await request("/")).text;
  const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  const image = /\/uploads\/[^"?\s]+\.(?:png|jpe?g|webp)/.exec(html)?.[0];
  expect(script).toBeTruthy();
  expect(image).toBeTruthy();

  const plain = await request(script!);
  const [brotli, again] = [await request(script!, "br, gzip"), await request(script!, "br, gzip")];
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers.vary).toBe("Accept-Encoding");
  expect(brotli.text).toBe(plain.text);
  expect(again.wire.equals(brotli.wire)).toBe(true);
  expect((await request(script!, "gzip")).text).toBe(plain.text);

  const head = await request(script!, "br", "HEAD");
  expect(head.headers["content-encoding"]).toBeUndefined();
  expect(Number(head.headers["content-length"])).toBe(plain.wire.length);

  const png = await request(image!, "br, gzip");
  expect(png.status).toBe(200);
  expect(png.headers["content-type"]).toMatch(/^image\//);
  expect(png.headers["content-encoding"]).toBeUndefined();

  const robots = await request("/robots.txt", "br, gzip");
  expect(robots.wire.length).toBeLessThan(1024);
  expect(robots.headers["content-encoding"]).toBeUndefined();
});

test("a streamed page is compressed whole, and a client's document is compressed but never kept", async () => {
  const missing = await request(`/page-introuvable-${randomBytes(4).toString("hex")}`, "br");
  expect(missing.status).toBe(404);
  expect(missing.headers["content-encoding"]).toBe("br");
  expect(missing.text).toContain("Page introuvable");
  expect(missing.text.trimEnd()).toMatch(/<\/html>$/);

  const client = await createClient({ name: `Compression ${randomBytes(3).toString("hex")}` });
  const quote = await createSentQuote({
    client,
    items: [{ description: "Audit SEO", quantity: 1, unitPrice: 3000, discount: 0, taxRate: 20 }],
  });
  const path = await shareDocument("quotes", quote.documentId);
  const opened = await request(path, "br");
  expect(opened.status).toBe(200);
  expect(opened.headers["content-encoding"]).toBe("br");
  expect(opened.headers["cache-control"]).toBe("private, no-store");
  expect(opened.text).toContain(quote.quoteNumber);
  const pdf = await request(`${path}/pdf`, "br, gzip");
  expect(pdf.headers["content-type"]).toMatch(/^application\/pdf/);
  expect(pdf.headers["content-encoding"]).toBeUndefined();

  // Revoked, the link answers 404 at once: its page was not kept by the micro-cache.
  await cmsJson(`/api/quotes/${quote.documentId}/share`, { token: await adminToken(), method: "DELETE" });
  expect((await request(path, "br")).status).toBe(404);
});

test("visitors who leave in the middle of streamed pages do not stop the site", async () => {
  // A 404 page is streamed (never kept): each request is cut as soon as its headers arrive.
  const path = `/page-quittee-${randomBytes(4).toString("hex")}`;
  await Promise.all(
    Array.from(
      { length: 20 },
      (_, index) =>
        new Promise<void>((resolve) => {
          http
            .get(`${SITE_URL}${path}`, { headers: index % 2 ? { "Accept-Encoding": "br" } : {} }, (response) => {
              response.destroy();
              resolve();
            })
            .on("error", () => resolve());
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await request("/robots.txt")).status).toBe(200);
});
