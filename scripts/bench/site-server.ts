import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../cms/tests/harness/ports";
import type { RunningCms } from "../../cms/tests/harness/in-process";
import { launch, ROOT, run, waitForHttp } from "../lib/processes";
import { benchOnCms } from "./cms-instance";

/** The shared package and the site's production build, made when missing (a bench measures what is built). */
async function ensureSiteBuilt(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "shared", "dist", "index.js")))
    await run("npm", ["run", "build", "-w", "shared"], { label: null });
  if (!fs.existsSync(path.join(ROOT, "site", "build", "server", "index.js"))) {
    console.log("Building the site…");
    await run("npm", ["run", "build", "-w", "site"], { label: null });
  }
}

/** What the public site shows: locales, roles (the public one reads the content) and the demo content. */
async function seedPublicSite(cms: RunningCms): Promise<void> {
  const { ensureLocales } = await import("../../cms/src/bootstrap/locales");
  const { ensureRoles } = await import("../../cms/src/bootstrap/roles");
  const { seedPublicContent } = await import("../../cms/src/seed/public-content");
  const { seedSiteContent } = await import("../../cms/src/seed/site-content");
  await ensureLocales(cms.strapi);
  await ensureRoles(cms.strapi);
  await seedPublicContent(cms.strapi);
  await seedSiteContent(cms.strapi);
}

/** A site server (site/server.mjs, production) on a port of its own; its request log is read (a full pipe would stall it) but not shown. */
export async function startSite(
  cmsUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => void; peakMemoryMB: () => number | null }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = launch("node", ["server.mjs"], {
    cwd: path.join(ROOT, "site"),
    label: null,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      CMS_URL: cmsUrl,
      PUBLIC_SITE_URL: url,
      ...env,
    },
  });
  site.stdout?.resume();
  site.stderr?.resume();
  await waitForHttp(`${url}/robots.txt`);
  return { url, stop: () => site.kill("SIGTERM"), peakMemoryMB: () => peakMemoryMB(site.pid) };
}

/** The most memory a process has held so far (its peak resident set, Linux's VmHWM), in MB; null elsewhere. */
function peakMemoryMB(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A benchmark of the public site: the site built if it is not, a cms booted here with the public demo content, the
 * bench run against it, everything stopped and the process ended with the outcome.
 */
export function benchOnPublicSite(bench: (cms: RunningCms) => Promise<void>): void {
  ensureSiteBuilt().then(
    () =>
      benchOnCms(async (cms) => {
        await seedPublicSite(cms);
        await bench(cms);
      }),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
