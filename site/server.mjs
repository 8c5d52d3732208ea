// @ts-check
// The site's production server: static files, a short HTTP micro-cache, then Remix.
//
// remix-serve (Express, compression, a request log) spent more per request
// than the page itself once the cms reads were cached. This plain node:http
// server keeps what the site needs: hashed assets served immutable, public
// files, and a micro-cache of the pages the app marks `s-maxage` (keyed by
// the address and the headers the page varies on), so a busy page is rendered
// once per second or two and not once per visitor (SITE_MICRO_CACHE=off
// renders every request, for measuring). Text answers are compressed
// (compression.mjs). Every answer carries the security headers, with a fresh
// CSP nonce for Remix's inline scripts, and a request body may not pass 64 KB
// (the site takes only small forms).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/node";
import {
  compressBuildFiles,
  compressedFile,
  compressPage,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  negotiate,
  streamCompressor,
  varyOnEncoding,
} from "./compression.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, "build", "client");
const build = await import(path.join(here, "build", "server", "index.js"));
const handleRemix = createRequestHandler(build, process.env.NODE_ENV ?? "production");

/** @type {Record<string, string>} */
const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * A file of build/client for a GET or HEAD, or null (then Remix answers).
 * @param {URL} url
 */
function staticFile(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const file = path.join(clientDir, pathname);
  if (!file.startsWith(clientDir + path.sep)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  return { file, size: stat.size, mtimeMs: stat.mtimeMs, immutable: pathname.startsWith("/assets/") };
}

/** @param {string} file */
const typeOf = (file) => TYPES[path.extname(file)];

/** Forms are a few kilobytes: a bigger body is refused before it is parsed. */
const MAX_BODY_BYTES = 64 * 1024;

/** With the cms's uploads on S3-compatible storage (S3_PUBLIC_URL, as the cms has it), the images come from there. */
const uploadsOrigin = process.env.S3_PUBLIC_URL ? new URL(process.env.S3_PUBLIC_URL).origin : "";

/** Strapi's panel, where browsers reach it (CMS_PUBLIC_URL, else CMS_URL): the one page allowed to frame a preview. */
const panelOrigin = new URL(process.env.CMS_PUBLIC_URL || process.env.CMS_URL || "http://127.0.0.1:1337").origin;

/** An editor's preview (routes/preview.$token), shown by Strapi's panel in a frame. */
const isPreview = (/** @type {URL} */ url) => /^\/preview\//i.test(url.pathname);

/**
 * Security headers of one answer. Scripts run only from this origin or inline
 * with this answer's nonce; styles may be inline (React's style attributes).
 * No page may be framed, but a preview by Strapi's panel.
 * @param {string} nonce
 * @param {boolean} overTls the visitor reached us over HTTPS (through a trusted proxy)
 * @param {boolean} [framedByPanel]
 * @returns {Record<string, string>}
 */
function securityHeaders(nonce, overTls, framedByPanel = false) {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${uploadsOrigin ? ` ${uploadsOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedByPanel ? panelOrigin : "'none'"}`,
  ].join("; ");
  return {
    "content-security-policy": policy,
    ...(framedByPanel ? {} : { "x-frame-options": "DENY" }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "cross-origin-opener-policy": "same-origin",
    ...(overTls ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * The answer's headers with the security headers added; a route that sets its
 * own stricter CSP (the uploads) keeps it.
 * @param {Record<string, string | string[]>} headers
 * @param {Record<string, string>} security
 */
function withSecurity(headers, security) {
  /** @type {Record<string, string | string[]>} */
  const merged = { ...headers };
  for (const [name, value] of Object.entries(security)) if (!(name in merged)) merged[name] = value;
  return merged;
}

/**
 * The whole request body, or null once it passes the limit (then the rest is not read).
 * @param {http.IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        return resolve(null);
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** @typedef {{ status: number; headers: Record<string, string>; body: Buffer; expires: number; nonce: string }} KeptPage */
/** @type {Map<string, KeptPage>} */
const pages = new Map();
// A change in the cms empties the kept pages too (entry.server's onCmsContentChange): it shows at the next request.
build.entry.module.onCmsContentChange?.(() => pages.clear());
const trustProxy = process.env.TRUST_PROXY === "true";
const microCache = process.env.SITE_MICRO_CACHE !== "off";
const MAX_PAGES = 500;

/** @param {http.IncomingMessage} request */
const cacheKey = (request) =>
  `${request.url}\n${request.headers.cookie ?? ""}\n${request.headers["accept-language"] ?? ""}`;

/**
 * Seconds a shared cache may keep this answer, when the app allows it.
 * @param {Response} response
 */
function sharedMaxAge(response) {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  const match = /s-maxage=(\d+)/.exec(response.headers.get("cache-control") ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * @param {string} key
 * @param {KeptPage} entry
 */
function remember(key, entry) {
  if (pages.size >= MAX_PAGES) {
    const now = Date.now();
    for (const [other, kept] of pages) if (kept.expires <= now) pages.delete(other);
    const oldest = pages.keys().next().value;
    if (pages.size >= MAX_PAGES && oldest !== undefined) pages.delete(oldest);
  }
  pages.set(key, entry);
}

/**
 * @param {http.IncomingMessage} req
 * @param {URL} url
 * @param {AbortController} controller
 * @param {Buffer | undefined} body
 */
function toRequest(req, url, controller, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // The visitor's address, for the cms's per-visitor limits on the forms: the
  // socket's, unless a proxy we were told to trust (TRUST_PROXY=true) named it.
  if (!trustProxy || !headers.has("x-forwarded-for")) {
    if (req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
    else headers.delete("x-forwarded-for");
  }
  // A page that sends no referrer (a client's document, /d/<token>) makes the browser send `Origin: null` with
  // its own form posts, which Remix refuses as cross-site. Sec-Fetch-Site, which no page can set, says when such
  // a post came from this very site: its null origin is then dropped. A post from elsewhere is still refused.
  if (headers.get("origin") === "null" && headers.get("sec-fetch-site") === "same-origin") headers.delete("origin");
  return new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Headers} headers
 * @param {Record<string, string>} security
 */
function writeHead(res, status, headers, security) {
  /** @type {Record<string, string | string[]>} */
  const plain = {};
  for (const [name, value] of headers) if (name !== "set-cookie") plain[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) plain["set-cookie"] = cookies;
  res.writeHead(status, withSecurity(plain, security));
}

/**
 * @param {http.ServerResponse} res
 * @param {Record<string, string>} security
 * @param {http.IncomingMessage} req
 */
function tooLarge(res, security, req) {
  res.writeHead(413, { ...security, "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end("Requête trop volumineuse.");
  res.on("finish", () => req.destroy());
}

/**
 * @param {http.ServerResponse} res
 * @param {Record<string, string>} security
 * @param {number} status
 * @param {string} text
 */
function refuse(res, security, status, text) {
  res.writeHead(status, { ...security, "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

/**
 * The encoding an answer goes in: a text type not encoded already, with a body (not to a HEAD, not a 204 or
 * 304), as the visitor accepts; null for as it is.
 * @param {http.IncomingMessage} req
 * @param {number} status
 * @param {string | null | undefined} contentType
 * @param {string | null | undefined} contentEncoding
 */
function encodingFor(req, status, contentType, contentEncoding) {
  if (req.method === "HEAD" || status < 200 || status === 204 || status === 304) return null;
  if (contentEncoding || !isCompressible(contentType)) return null;
  return negotiate(req.headers["accept-encoding"]);
}

/**
 * A file of the build: a text one of at least 1 KB goes compressed as kept in memory, never compressed again.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {NonNullable<ReturnType<typeof staticFile>>} found
 * @param {Record<string, string>} security
 */
async function sendFile(req, res, found, security) {
  const type = typeOf(found.file) ?? "application/octet-stream";
  const varies = found.size >= MIN_COMPRESSED_BYTES && isCompressible(type);
  const headers = {
    ...security,
    "content-type": type,
    "cache-control": found.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    ...(varies ? { vary: "Accept-Encoding" } : {}),
  };
  const encoding = varies ? encodingFor(req, 200, type, null) : null;
  if (encoding) {
    const body = await compressedFile(found.file, found.mtimeMs, encoding);
    res.writeHead(200, { ...headers, "content-encoding": encoding, "content-length": body.length });
    return void res.end(body);
  }
  res.writeHead(200, { ...headers, "content-length": found.size });
  if (req.method === "HEAD") return void res.end();
  return pipeline(fs.createReadStream(found.file), res);
}

/**
 * A whole page, kept or about to be kept, compressed for this visitor when it is worth it. Kept pages are
 * stored as they are and compressed per answer: each answer has its own nonce, so no compressed bytes could
 * be shared between two answers.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers the page's own
 * @param {Buffer} page
 * @param {Record<string, string>} security
 */
async function sendPage(req, res, status, headers, page, security) {
  const type = headers["content-type"];
  /** @type {Record<string, string>} */
  const sent = { ...headers };
  if (isCompressible(type) && !headers["content-encoding"]) sent.vary = varyOnEncoding(headers.vary);
  const encoding =
    page.length >= MIN_COMPRESSED_BYTES ? encodingFor(req, status, type, headers["content-encoding"]) : null;
  const body = encoding ? await compressPage(page, encoding) : page;
  if (encoding) sent["content-encoding"] = encoding;
  sent["content-length"] = String(body.length);
  res.writeHead(status, withSecurity(sent, security));
  res.end(body);
}

/**
 * The chunks of an answer's body. Stopped early (the visitor left), the body is cancelled without a reason:
 * Remix's bridge from React's Node stream would raise a reason as an 'error' event nobody listens to any more,
 * which ends the whole process.
 * @param {ReadableStream<Uint8Array>} body
 */
async function* chunksOf(body) {
  const reader = body.getReader();
  let finished = false;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
    finished = true;
  } finally {
    if (!finished) await reader.cancel();
  }
}

/**
 * An answer as Remix streams it, compressed on the way when it is worth it: its first kilobyte is awaited to
 * tell a tiny answer (sent as it is) from the rest.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Response} response
 * @param {Record<string, string>} security
 */
async function sendStream(req, res, response, security) {
  const { status } = response;
  // A copy: Remix's redirects carry headers that may not be changed.
  const headers = new Headers(response.headers);
  const type = headers.get("content-type");
  if (isCompressible(type) && !headers.has("content-encoding"))
    headers.set("vary", varyOnEncoding(headers.get("vary")));
  const encoding = encodingFor(req, status, type, headers.get("content-encoding"));
  if (!response.body || req.method === "HEAD") {
    writeHead(res, status, headers, security);
    return void res.end();
  }
  const chunks = chunksOf(response.body);
  if (!encoding) {
    writeHead(res, status, headers, security);
    return pipeline(chunks, res);
  }

  /** @type {Uint8Array[]} */
  const head = [];
  for (let size = 0; size < MIN_COMPRESSED_BYTES;) {
    const next = await chunks.next();
    if (next.done) {
      const whole = Buffer.concat(head);
      headers.set("content-length", String(whole.length));
      writeHead(res, status, headers, security);
      return void res.end(whole);
    }
    head.push(next.value);
    size += next.value.length;
  }
  headers.delete("content-length");
  headers.set("content-encoding", encoding);
  writeHead(res, status, headers, security);
  const compressor = streamCompressor(encoding);
  async function* body() {
    yield* head;
    compressor.arrived();
    for await (const chunk of chunks) {
      yield chunk;
      compressor.arrived();
    }
  }
  await pipeline(body(), compressor.stream, res);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handle(req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const nonce = randomBytes(18).toString("base64");
  const overTls = trustProxy && req.headers["x-forwarded-proto"] === "https";
  const security = securityHeaders(nonce, overTls, isPreview(url));
  const readOnly = req.method === "GET" || req.method === "HEAD";
  // Remix checks the origin of document and single-fetch posts only: its older `?_data=` answers (unused with
  // single fetch) skip that check and its route headers, and resource routes never get it. So no other site makes
  // a visitor's browser post a form here (the forms spend the visitor's own limits).
  if (url.searchParams.has("_data")) return refuse(res, security, 400, "Requête invalide.");
  if (!readOnly && req.headers["sec-fetch-site"] === "cross-site") {
    return refuse(res, security, 403, "Requête refusée : elle vient d'un autre site.");
  }
  if (readOnly) {
    const found = staticFile(url);
    if (found) return sendFile(req, res, found, security);
  }

  /** @type {Buffer | undefined} */
  let body;
  if (!readOnly) {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return tooLarge(res, security, req);
    const read = await readBody(req);
    if (read === null) return tooLarge(res, security, req);
    body = read;
  }

  const key = microCache && req.method === "GET" ? cacheKey(req) : null;
  const kept = key ? pages.get(key) : undefined;
  if (kept && kept.expires > Date.now()) {
    // The kept page names the nonce of its first answer: this answer has its own.
    const page = Buffer.from(kept.body.toString("utf8").replaceAll(kept.nonce, nonce));
    return sendPage(req, res, kept.status, kept.headers, page, security);
  }

  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const response = await handleRemix(toRequest(req, url, controller, body), { cspNonce: nonce });
  const keepFor = key ? sharedMaxAge(response) : 0;
  if (key && keepFor > 0) {
    const page = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    remember(key, { status: response.status, headers, body: page, expires: Date.now() + keepFor * 1000, nonce });
    return sendPage(req, res, response.status, headers, page, security);
  }
  return sendStream(req, res, response, security);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    // A visitor who leaves before the end of a streamed answer is not a failure of ours.
    if (error?.code === "ERR_STREAM_PREMATURE_CLOSE" && res.destroyed) return;
    console.error(error);
    if (!res.headersSent)
      res.writeHead(500, { ...securityHeaders("", false), "content-type": "text/plain; charset=utf-8" });
    res.end();
  });
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => console.log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
compressBuildFiles(clientDir, typeOf).catch((error) => console.error("Compressing the build's files failed:", error));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
