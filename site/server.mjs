// @ts-check
// The site's production server: static files, a short HTTP micro-cache, then Remix.
//
// remix-serve (Express, compression, a request log) spent more per request
// than the page itself once the cms reads were cached. This plain node:http
// server keeps what the site needs: hashed assets served immutable, public
// files, and a micro-cache of the pages the app marks `s-maxage` (keyed by
// the address and the headers the page varies on), so a busy page is rendered
// once per second or two and not once per visitor. Every answer carries the
// security headers, with a fresh CSP nonce for Remix's inline scripts, and a
// request body may not pass 64 KB (the site takes only small forms).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/node";

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
  return { file, size: stat.size, immutable: pathname.startsWith("/assets/") };
}

/** Forms are a few kilobytes: a bigger body is refused before it is parsed. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Security headers of one answer. Scripts run only from this origin or inline
 * with this answer's nonce; styles may be inline (React's style attributes).
 * @param {string} nonce
 * @param {boolean} overTls the visitor reached us over HTTPS (through a trusted proxy)
 * @returns {Record<string, string>}
 */
function securityHeaders(nonce, overTls) {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "content-security-policy": policy,
    "x-frame-options": "DENY",
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
const trustProxy = process.env.TRUST_PROXY === "true";
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
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handle(req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const nonce = randomBytes(18).toString("base64");
  const overTls = trustProxy && req.headers["x-forwarded-proto"] === "https";
  const security = securityHeaders(nonce, overTls);
  const readOnly = req.method === "GET" || req.method === "HEAD";
  if (readOnly) {
    const found = staticFile(url);
    if (found) {
      res.writeHead(200, {
        ...security,
        "content-type": TYPES[path.extname(found.file)] ?? "application/octet-stream",
        "content-length": found.size,
        "cache-control": found.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      });
      if (req.method === "HEAD") return void res.end();
      return pipeline(fs.createReadStream(found.file), res);
    }
  }

  /** @type {Buffer | undefined} */
  let body;
  if (!readOnly) {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return tooLarge(res, security, req);
    const read = await readBody(req);
    if (read === null) return tooLarge(res, security, req);
    body = read;
  }

  const key = req.method === "GET" ? cacheKey(req) : null;
  const kept = key ? pages.get(key) : undefined;
  if (kept && kept.expires > Date.now()) {
    // The kept page names the nonce of its first answer: this answer has its own.
    const page = Buffer.from(kept.body.toString("utf8").replaceAll(kept.nonce, nonce));
    res.writeHead(kept.status, withSecurity({ ...kept.headers, "content-length": String(page.length) }, security));
    return void res.end(page);
  }

  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const response = await handleRemix(toRequest(req, url, controller, body), { cspNonce: nonce });
  const keepFor = key ? sharedMaxAge(response) : 0;
  if (key && keepFor > 0) {
    const page = Buffer.from(await response.arrayBuffer());
    const headers = { ...Object.fromEntries(response.headers), "content-length": String(page.length) };
    remember(key, { status: response.status, headers, body: page, expires: Date.now() + keepFor * 1000, nonce });
    res.writeHead(response.status, withSecurity(headers, security));
    return void res.end(page);
  }
  writeHead(res, response.status, response.headers, security);
  if (!response.body || req.method === "HEAD") return void res.end();
  await pipeline(Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body)), res);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent)
      res.writeHead(500, { ...securityHeaders("", false), "content-type": "text/plain; charset=utf-8" });
    res.end();
  });
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => console.log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
