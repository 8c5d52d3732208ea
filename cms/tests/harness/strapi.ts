import { createStrapi, type Core } from "@strapi/strapi";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { smtpEnv } from "./mail";
import { createScratchDatabase } from "./postgres";
import { throwawaySecrets } from "./secrets";

const appDir = path.resolve(__dirname, "..", "..");

export interface TestServer {
  strapi: Core.Strapi;
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/**
 * Boots the real cms in this process on a fresh temporary SQLite file, or on a
 * fresh database of the PostgreSQL server named by DATABASE_URL when it is set,
 * and listens on a free loopback port so tests talk to it over HTTP.
 */
export async function startStrapi(env: Record<string, string> = {}): Promise<TestServer> {
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
  fs.mkdirSync(path.join(appDir, "public", "uploads"), { recursive: true });

  const strapi = await createStrapi({
    appDir,
    distDir: path.join(appDir, "dist"),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = strapi.server.httpServer.address() as AddressInfo;

  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await strapi.server.destroy();
      await strapi.db.destroy();
      await postgres?.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
