import autocannon from "autocannon";
import http from "node:http";
import type { RunningCms } from "../../cms/tests/harness/in-process";
import { benchOnPublicSite, startSite } from "./site-server";

/**
 * Issue 18 "the site" targets, measured on this machine over loopback, in one run: the home page rendered on
 * every request by the site server (site/server.mjs with SITE_MICRO_CACHE=off, production build, its cms on
 * SQLite with the demo content) against a small static file served by the same server (the ceiling). Target:
 * at least 1,500 requests/s or 0.4× the ceiling, p99 under 50 ms, at 10 connections. Then the home page with
 * its 2 s micro-cache on, and the bytes the home page and its JavaScript take on the wire: as they are, gzip,
 * brotli, as the server sends them.
 */
const CONNECTIONS = 10;
const DURATION_S = 10;
/** What a browser sends: the server answers brotli. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

async function load(label: string, url: string, acceptEncoding?: string): Promise<{ rps: number; p99: number }> {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  };
  // A short warm-up first (caches, JIT), then the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const perAnswer = result.throughput.average / Math.max(rps, 1);
  console.log(
    `${label.padEnd(52)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${p99.toFixed(1).padStart(6)} ms   (avg ${result.latency.average.toFixed(1)} ms, ${(perAnswer / 1024).toFixed(1)} KB/answer)`,
  );
  return { rps, p99 };
}

/** The bytes of one answer as they cross the wire (fetch would decode them), and the encoding it came in. */
function wireBytes(url: string, acceptEncoding?: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Bytes on the wire of some answers: as they are, gzip only, brotli allowed (what browsers get). */
async function transferSizes(urls: string[]): Promise<{ identity: number; gzip: number; br: number }> {
  const sizes = { identity: 0, gzip: 0, br: 0 };
  for (const url of urls) {
    for (const [key, accept] of [
      ["identity", undefined],
      ["gzip", "gzip"],
      ["br", BROWSER_ENCODINGS],
    ] as const) {
      const { bytes, encoding } = await wireBytes(url, accept);
      // A file under 1 KB is sent as it is, whatever the visitor accepts.
      if (encoding !== key && encoding !== "identity") throw new Error(`${url}: asked ${accept}, got ${encoding}`);
      sizes[key] += bytes;
    }
  }
  return sizes;
}

/** The scripts the home page loads: its entry module and every modulepreload. */
function homeScripts(siteUrl: string, html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls].map((url) => new URL(url, siteUrl).href);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizesLine = (label: string, sizes: { identity: number; gzip: number; br: number }) =>
  `${label.padEnd(36)} ${kb(sizes.identity).padStart(9)} as is   ${kb(sizes.gzip).padStart(8)} gzip   ${kb(sizes.br).padStart(8)} brotli`;

benchOnPublicSite(async (cms: RunningCms) => {
  const sites: Array<{ stop: () => void }> = [];
  try {
    const uncached = await startSite(cms.url, { SITE_MICRO_CACHE: "off" });
    sites.push(uncached);
    const home = await fetch(`${uncached.url}/`);
    if (!home.ok) throw new Error(`the site's home page answered ${home.status}`);
    const html = await home.text();
    const ceilingFile = `${uncached.url}/favicon.svg`;
    const ceilingBytes = (await wireBytes(ceilingFile)).bytes;

    // First, as it also waits for the server to have compressed the build's files (at boot, in the background).
    console.log(`\nTransfer sizes (bytes on the wire, as the server sends them)`);
    console.log(sizesLine("home page HTML", await transferSizes([`${uncached.url}/`])));
    const scripts = homeScripts(uncached.url, html);
    const js = await transferSizes(scripts);
    console.log(sizesLine(`home page JavaScript (${scripts.length} files)`, js));

    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback; Accept-Encoding "${BROWSER_ENCODINGS}" unless said`,
    );
    const ceiling = await load(`static file ${kb(ceilingBytes)} (/favicon.svg), same server`, ceilingFile);
    const rendered = await load("home, micro-cache off (a render per request)", `${uncached.url}/`, BROWSER_ENCODINGS);
    await load("home, micro-cache off, no compression asked", `${uncached.url}/`);
    // What a burst of renders holds: a render kept alive after its answer shows here.
    console.log(`site process's peak memory after these three loads: ${uncached.peakMemoryMB() ?? "?"} MB`);
    uncached.stop();

    const cached = await startSite(cms.url);
    sites.push(cached);
    await load("home, its 2 s micro-cache on", `${cached.url}/`, BROWSER_ENCODINGS);

    const share = rendered.rps / ceiling.rps;
    const met = rendered.rps >= 1500 || share >= 0.4;
    console.log(
      `\nHome without the micro-cache: ${rendered.rps.toFixed(0)} req/s, ${share.toFixed(2)}× the ceiling (target ≥ 1,500 req/s or ≥ 0.4×) → ${met ? "met" : "NOT met"}`,
    );
    console.log(`Its p99: ${rendered.p99.toFixed(1)} ms (target < 50 ms) → ${rendered.p99 < 50 ? "met" : "NOT met"}`);
    console.log(
      `Home page JavaScript gzipped: ${kb(js.gzip)} (target < 150 KB) → ${js.gzip < 150 * 1024 ? "met" : "NOT met"}`,
    );
  } finally {
    for (const site of sites) site.stop();
  }
});
