import { compileStrapi, type Core } from "@strapi/strapi";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn } from "../../cms/tests/harness/http";
import { CMS_DIR, serveInProcess, type RunningCms } from "../../cms/tests/harness/in-process";
import { createScratchDatabase } from "../../cms/tests/harness/postgres";
import { throwawaySecrets } from "../../cms/tests/harness/secrets";

/**
 * The real cms, compiled and booted in this process on a fresh SQLite file, listening on loopback; with
 * BENCH_DATABASE_URL (a PostgreSQL server, the production database), on a scratch database of that server instead.
 */
export async function bootCms(): Promise<RunningCms> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  const postgres = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATABASE_FILENAME: path.join(workDir, "bench.db"),
    ...throwawaySecrets(),
    STRAPI_TELEMETRY_DISABLED: "true",
    LOG_LEVEL: "error",
    RATE_LIMIT_SCALE: "1000",
  });
  if (postgres) process.env.DATABASE_URL = postgres.url;
  else delete process.env.DATABASE_URL;
  console.log(`Database: ${postgres ? "PostgreSQL (scratch database)" : "SQLite"}`);
  await compileStrapi({ appDir: CMS_DIR });
  return serveInProcess(async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    await postgres?.drop();
  });
}

/** Boots the cms, runs one benchmark against it, stops it and exits with the outcome. */
export function benchOnCms(bench: (cms: RunningCms) => Promise<void>): void {
  bootCms()
    .then(async (cms) => {
      try {
        await bench(cms);
      } finally {
        await cms.stop();
      }
    })
    .then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
}

/** Sequential requests, then the median and 95th percentile latency in milliseconds. */
export async function measure(
  label: string,
  url: string,
  token: string,
  runs = 200,
): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs + 20; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    if (i >= 20) times.push(performance.now() - start); // the first 20 warm caches up
  }
  times.sort((a, b) => a - b);
  const result = { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
  console.log(
    `${label.padEnd(58)} median ${result.median.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms`,
  );
  return result;
}

export async function adminToken(strapi: Core.Strapi, url: string): Promise<string> {
  const { ensureStaffAccounts, DEMO_ACCOUNTS } = await import("../../cms/src/seed/accounts");
  await ensureStaffAccounts(strapi);
  return signIn(url, DEMO_ACCOUNTS[0]!);
}
