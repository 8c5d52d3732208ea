import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT } from "../lib/processes";

/**
 * Issue #14, back-office first load: the bytes the browser fetches before the login form can
 * show (index.html's entry script, its modulepreload links and stylesheets, and whatever those
 * import statically), gzipped and brotli-compressed, against the whole build. Target: under
 * 250 KB gzipped before the login form. It reads admin/dist as built (`npm run build -w admin`)
 * and builds nothing; a benchmark printing figures, not a test.
 *
 * gzip at level 6 is `gzip -c` and what a server compresses on the fly; brotli at 11 is what a
 * precompressing server would send.
 */
const DIST = path.join(ROOT, "admin", "dist");
const KB = 1024;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizesOf = (body: Buffer): Sizes => ({
  raw: body.length,
  gzip: zlib.gzipSync(body, { level: 6 }).length,
  brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const none: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** A dist file from an address of index.html ("/assets/x.js") or of a chunk ("./x.js", relative to it). */
const fileOf = (url: string, from: string): string =>
  url.startsWith("/") ? path.join(DIST, url) : path.resolve(path.dirname(from), url);

/** What index.html makes the browser fetch at once: the entry module, modulepreloads, stylesheets. */
function htmlLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) links.push(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    links.push(match[1]!);
  return links.filter((link) => !/^(https?:)?\/\//.test(link));
}

/**
 * A chunk's static imports (`import{a}from"./x.js"`, `import"./x.js"`), which the browser fetches
 * before running it; `import("./x.js")`, a lazy chunk, does not match (no quote after `import`).
 */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1]!);

function main(): void {
  const indexHtml = path.join(DIST, "index.html");
  if (!fs.existsSync(indexHtml))
    throw new Error("admin/dist/index.html is missing: run `npm run build -w admin` first");
  const html = fs.readFileSync(indexHtml);

  // Breadth-first from index.html: every file the login page fetches before React renders.
  const before = new Set<string>();
  const queue = htmlLinks(html.toString("utf8")).map((link) => fileOf(link, indexHtml));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (before.has(file) || !fs.existsSync(file)) continue;
    before.add(file);
    if (file.endsWith(".js"))
      queue.push(...staticImports(fs.readFileSync(file, "utf8")).map((url) => fileOf(url, file)));
  }

  const rows: [string, Sizes][] = [["index.html", sizesOf(html)]];
  for (const file of before) rows.push([path.relative(DIST, file), sizesOf(fs.readFileSync(file))]);
  const login = rows.reduce((sum, [, sizes]) => add(sum, sizes), none);

  const assets = path.join(DIST, "assets");
  const all = fs
    .readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => sizesOf(fs.readFileSync(path.join(assets, name))));
  const total = all.reduce(add, sizesOf(html));

  const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;
  const line = (label: string, sizes: Sizes) =>
    console.log(`${label.padEnd(44)} raw ${kb(sizes.raw)}   gzip ${kb(sizes.gzip)}   brotli ${kb(sizes.brotli)}`);

  console.log("Loaded before the login form:");
  for (const [name, sizes] of rows) line(`  ${name}`, sizes);
  line(`  = ${rows.length} files`, login);
  line(`Whole build: ${all.length + 1} files`, total);
  console.log(
    `Before login: ${(login.gzip / KB).toFixed(1)} KB gzipped (target < 250 KB) → ${login.gzip < 250 * KB ? "met" : "NOT met"}`,
  );
}

main();
