import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CMS_DIR, serveInProcess, type RunningCms } from "./in-process";
import { smtpEnv } from "./mail";
import { createScratchDatabase } from "./postgres";
import { throwawaySecrets } from "./secrets";

/**
 * Boots the real cms in this process on a fresh temporary SQLite file, or on a
 * fresh database of the PostgreSQL server named by DATABASE_URL when it is set,
 * and listens on a free loopback port so tests talk to it over HTTP.
 */
export async function startStrapi(env: Record<string, string> = {}): Promise<RunningCms> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cms-"));
  const postgres = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  Object.assign(process.env, {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATABASE_FILENAME: path.join(workDir, "test.db"),
    ...throwawaySecrets(),
    STRAPI_TELEMETRY_DISABLED: "true",
    STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
    BROWSER: "none",
    LOG_LEVEL: "error",
    ...smtpEnv(),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  fs.mkdirSync(path.join(CMS_DIR, "public", "uploads"), { recursive: true });

  return serveInProcess(async () => {
    await postgres?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });
}
