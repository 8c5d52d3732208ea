// @ts-check
// How the site's server compresses its answers: brotli, else gzip, as the visitor's Accept-Encoding allows.
//
// Pages are compressed per answer at a moderate effort (each carries its own CSP nonce, so no two answers are
// the same bytes); the build's files once, at the highest effort, kept in memory for the life of the process.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** @typedef {"br" | "gzip"} Encoding */

/** Smaller bodies gain a few bytes at most: the encoding's framing and the CPU cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text formats; images (but SVG), fonts (woff2 is compressed already) and PDF go as they are. */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:[\w.-]+\+)?(?:json|xml|javascript))\b/i;

/** @param {string | null | undefined} contentType */
export const isCompressible = (contentType) => COMPRESSIBLE.test(contentType ?? "");

/**
 * The encoding to answer in: the acceptable one (q > 0) of higher weight, brotli on a tie; none without the
 * header. A coding not named takes the weight of `*`.
 * @param {string | string[] | undefined} header
 * @returns {Encoding | null}
 */
export function negotiate(header) {
  if (typeof header !== "string" || header === "") return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding === "x-gzip" ? "gzip" : coding, Number.isFinite(weight) ? weight : 0);
  }
  /** @param {string} coding */
  const weightOf = (coding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/**
 * A Vary value that names Accept-Encoding too.
 * @param {string | null | undefined} vary
 */
export function varyOnEncoding(vary) {
  if (!vary) return "Accept-Encoding";
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

const { constants } = zlib;
/** Pages: brotli 4 compresses about as well as gzip 6 in less time, and a render already costs the CPU. */
// A 256 KB window (lgwin 18) holds any page whole; brotli's default (4 MB) is allocated per answer for nothing.
const PAGE_BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};
const PAGE_GZIP_LEVEL = 6;
/** Files of the build: compressed once, so the smallest answer is worth the effort. */
const FILE_BROTLI = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
const FILE_GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * A whole page, compressed (on libuv's thread pool: the event loop keeps serving meanwhile).
 * @param {Buffer} body
 * @param {Encoding} encoding
 */
export function compressPage(body, encoding) {
  return encoding === "br"
    ? brotliCompress(body, { params: { ...PAGE_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipCompress(body, { level: PAGE_GZIP_LEVEL });
}

/**
 * A streamed page's compressor. What has arrived is flushed as soon as the page pauses (after the shell, before
 * the deferred parts), so a compressed page still streams: the visitor does not wait for the end to see the start.
 * @param {Encoding} encoding
 * @returns {{ stream: zlib.BrotliCompress | zlib.Gzip; arrived: () => void }}
 */
export function streamCompressor(encoding) {
  const stream =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: PAGE_BROTLI })
      : zlib.createGzip({ level: PAGE_GZIP_LEVEL });
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushPending = false;
  const arrived = () => {
    if (flushPending) return;
    flushPending = true;
    // Chunks that arrive together (one tick) are flushed together.
    setImmediate(() => {
      flushPending = false;
      stream.flush(flushKind);
    });
  };
  return { stream, arrived };
}

/** @typedef {{ mtimeMs: number; body: Promise<Buffer> }} CompressedFile */
/** @type {Map<string, CompressedFile>} */
const compressedFiles = new Map();

/**
 * A file of the build, compressed once and kept: every later answer sends the same bytes. A file rewritten
 * since (a rebuild under a running server) is compressed again.
 * @param {string} file
 * @param {number} mtimeMs
 * @param {Encoding} encoding
 * @returns {Promise<Buffer>}
 */
export function compressedFile(file, mtimeMs, encoding) {
  const key = `${encoding}:${file}`;
  const kept = compressedFiles.get(key);
  if (kept && kept.mtimeMs === mtimeMs) return kept.body;
  const body = fs.promises
    .readFile(file)
    .then((raw) =>
      encoding === "br"
        ? brotliCompress(raw, { params: { ...FILE_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipCompress(raw, { level: FILE_GZIP_LEVEL }),
    );
  // A failure is not kept: the next request tries again.
  body.catch(() => compressedFiles.delete(key));
  compressedFiles.set(key, { mtimeMs, body });
  return body;
}

/**
 * Compresses every compressible file of the build in the background, one at a time (one thread of the pool,
 * the others stay free for requests), so that the first visitors find them ready.
 * @param {string} dir
 * @param {(file: string) => string | undefined} typeOf
 */
export async function compressBuildFiles(dir, typeOf) {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size < MIN_COMPRESSED_BYTES || !isCompressible(typeOf(file))) continue;
    for (const encoding of /** @type {const} */ (["br", "gzip"])) await compressedFile(file, stat.mtimeMs, encoding);
  }
}
