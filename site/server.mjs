// @ts-check
// The site's production server: static files, a short HTTP micro-cache, then Remix.
//
// remix-serve (Express, compression, a request log) spent more per request
// than the page itself once the cms reads were cached. This plain node:http
// server keeps what the site needs: hashed assets served immutable, public
// files, and a micro-cache of the pages the app marks `s-maxage` (keyed by
// the address and the headers the page varies on), so a busy page is rendered
// once per second or two and not once per visitor.
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

/** @typedef {{ status: number; headers: Record<string, string>; body: Buffer; expires: number }} KeptPage */
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
 */
function toRequest(req, url, controller) {
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
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? /** @type {ReadableStream} */ (/** @type {unknown} */ (Readable.toWeb(req))) : undefined,
    duplex: hasBody ? "half" : undefined,
    signal: controller.signal,
  });
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Headers} headers
 */
function writeHead(res, status, headers) {
  /** @type {Record<string, string | string[]>} */
  const plain = {};
  for (const [name, value] of headers) if (name !== "set-cookie") plain[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) plain["set-cookie"] = cookies;
  res.writeHead(status, plain);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handle(req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const readOnly = req.method === "GET" || req.method === "HEAD";
  if (readOnly) {
    const found = staticFile(url);
    if (found) {
      res.writeHead(200, {
        "content-type": TYPES[path.extname(found.file)] ?? "application/octet-stream",
        "content-length": found.size,
        "cache-control": found.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      });
      if (req.method === "HEAD") return void res.end();
      return pipeline(fs.createReadStream(found.file), res);
    }
  }

  const key = req.method === "GET" ? cacheKey(req) : null;
  const kept = key ? pages.get(key) : undefined;
  if (kept && kept.expires > Date.now()) {
    res.writeHead(kept.status, kept.headers);
    return void res.end(kept.body);
  }

  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const response = await handleRemix(toRequest(req, url, controller));
  const keepFor = key ? sharedMaxAge(response) : 0;
  if (key && keepFor > 0) {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = { ...Object.fromEntries(response.headers), "content-length": String(body.length) };
    remember(key, { status: response.status, headers, body, expires: Date.now() + keepFor * 1000 });
    res.writeHead(response.status, headers);
    return void res.end(body);
  }
  writeHead(res, response.status, response.headers);
  if (!response.body || req.method === "HEAD") return void res.end();
  await pipeline(Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body)), res);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    res.end();
  });
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => console.log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
