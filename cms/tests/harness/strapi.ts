import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CMS_DIR, serveInProcess, type RunningCms } from "./in-process";
import { smtpEnv } from "./mail";
import { inject } from "vitest";
import { createScratchDatabase } from "./postgres";
import { testCmsEnv } from "./test-env";
import type { DatabaseTemplate } from "./template";

/**
 * Boots the real cms in this process on a temporary SQLite file, or on a
 * database of its own on the PostgreSQL server named by DATABASE_URL when it is
 * set, each a copy of the run's template (harness/template.ts) unless it is a
 * first start, and listens on a free loopback port so tests talk to it over HTTP. Once stopped, the process's
 * environment is as it was before: the next test file's cms, in the same process, starts from the harness's own.
 */
export async function startStrapi(
  env: Record<string, string> = {},
  { firstStart = false }: { firstStart?: boolean } = {},
): Promise<RunningCms> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cms-"));
  const template: DatabaseTemplate = firstStart ? {} : inject("databaseTemplate");
  const databaseFile = path.join(workDir, "test.db");
  if (template.sqliteFile) fs.copyFileSync(template.sqliteFile, databaseFile);
  const postgres = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, template.postgresName)
    : null;
  const environmentBefore = { ...process.env };
  Object.assign(process.env, {
    ...testCmsEnv(smtpEnv()),
    DATABASE_FILENAME: databaseFile,
    BROWSER: "none",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  fs.mkdirSync(path.join(CMS_DIR, "public", "uploads"), { recursive: true });

  return serveInProcess(async () => {
    await postgres?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
    restoreEnvironment(environmentBefore);
  });
}

function restoreEnvironment(before: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
}
