import autocannon from "autocannon";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { launch, ROOT, run, waitForHttp } from "../lib/processes";
import { bootCms } from "./cms-instance";

/**
 * Issue "public site" speed targets, measured on this machine over loopback:
 * the home page rendered by the site server (site/server.mjs, production build, its
 * cms on SQLite with the demo content) against the same HTML served as a file
 * by a plain Node server (the ceiling). Target: at least a quarter of the
 * ceiling's requests per second, p99 under 100 ms at 10 connections; the
 * JavaScript the home page loads under 150 KB gzipped.
 */
const CONNECTIONS = 10;
const DURATION_S = 10;

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function load(
  label: string,
  url: string,
  options: { everyRequestRendered?: boolean } = {},
): Promise<{ rps: number; p99: number }> {
  let counter = 0;
  // A query of its own per request misses the site's micro-cache: the page is rendered every time.
  const fresh = options.everyRequestRendered
    ? {
        requests: [
          { setupRequest: (request: autocannon.Request) => ({ ...request, path: `/?bench=${(counter += 1)}` }) },
        ],
      }
    : {};
  // A short warm-up first (caches, JIT), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...fresh });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...fresh });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  console.log(
    `${label.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${p99.toFixed(1).padStart(6)} ms   (avg ${result.latency.average.toFixed(1)} ms)`,
  );
  return { rps, p99 };
}

/** The scripts the home page loads (entry module and every modulepreload), gzipped one by one. */
async function homeJavaScript(siteUrl: string, html: string): Promise<{ files: number; raw: number; gzip: number }> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, siteUrl))).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "shared", "dist", "index.js")))
    await run("npm", ["run", "build", "-w", "shared"], { label: null });
  if (!fs.existsSync(path.join(ROOT, "site", "build", "server", "index.js"))) {
    console.log("Building the site…");
    await run("npm", ["run", "build", "-w", "site"], { label: null });
  }

  console.log("Booting the cms on a fresh SQLite file with the public demo content…");
  const cms = await bootCms();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-site-"));
  let staticServer: http.Server | undefined;
  try {
    const { ensureLocales } = await import("../../cms/src/bootstrap/locales");
    const { ensureRoles } = await import("../../cms/src/bootstrap/roles");
    const { seedPublicContent } = await import("../../cms/src/seed/public-content");
    const { seedSiteContent } = await import("../../cms/src/seed/site-content");
    await ensureLocales(cms.strapi);
    await ensureRoles(cms.strapi);
    await seedPublicContent(cms.strapi);
    await seedSiteContent(cms.strapi);

    const sitePort = await freePort();
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const site = launch("node", ["server.mjs"], {
      cwd: path.join(ROOT, "site"),
      label: null,
      env: {
        PORT: String(sitePort),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        CMS_URL: cms.url,
        PUBLIC_SITE_URL: siteUrl,
      },
    });
    // Its request log is not shown, but must be read: a full pipe would stall the server.
    site.stdout?.resume();
    site.stderr?.resume();
    await waitForHttp(`${siteUrl}/robots.txt`);

    const home = await fetch(`${siteUrl}/`);
    if (!home.ok) throw new Error(`the site's home page answered ${home.status}`);
    const html = await home.text();
    const file = path.join(workDir, "index.html");
    fs.writeFileSync(file, html);

    // The ceiling: a plain Node server that reads the same HTML file for every request.
    staticServer = http.createServer((_request, response) => {
      fs.readFile(file, (error, body) => {
        if (error) {
          response.writeHead(500).end();
          return;
        }
        response
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length })
          .end(body);
      });
    });
    await new Promise<void>((resolve) => staticServer!.listen(0, "127.0.0.1", resolve));
    const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;

    console.log(
      `\nHome page: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`,
    );
    const ceiling = await load("static file, plain Node server (ceiling)", staticUrl);
    const measured = await load("site server (its 2 s page micro-cache on)", `${siteUrl}/`);
    const rendered = await load("site server, every request rendered", `${siteUrl}/`, { everyRequestRendered: true });
    const share = measured.rps / ceiling.rps;
    console.log(
      `\nSite throughput: ${(share * 100).toFixed(0)} % of the ceiling (target ≥ 25 %) → ${share >= 0.25 ? "met" : "NOT met"}`,
    );
    console.log(
      `Site p99: ${measured.p99.toFixed(1)} ms (target < 100 ms) → ${measured.p99 < 100 ? "met" : "NOT met"}`,
    );
    console.log(
      `Without the micro-cache (a render per request, cms reads cached): ${((rendered.rps / ceiling.rps) * 100).toFixed(0)} % of the ceiling, p99 ${rendered.p99.toFixed(1)} ms`,
    );

    const js = await homeJavaScript(siteUrl, html);
    console.log(
      `Home page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzipped (target < 150 KB) → ${js.gzip < 150 * 1024 ? "met" : "NOT met"}`,
    );
  } finally {
    staticServer?.close();
    await cms.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
