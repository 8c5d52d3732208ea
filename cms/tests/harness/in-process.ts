import type { Core } from "@strapi/strapi";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * Strapi by Node's own require, as `strapi start` loads it: imported, the test runner compiled its hundreds of modules
 * through its own loader again in each test file's process (a second a file, a minute a run over the two databases).
 */
const { createStrapi } = createRequire(__filename)("@strapi/strapi") as typeof import("@strapi/strapi");

/** The cms workspace: the app Strapi loads, compiled into its dist folder. */
export const CMS_DIR = path.resolve(__dirname, "..", "..");

export interface RunningCms {
  strapi: Core.Strapi;
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/**
 * Loads the compiled cms in this process, as the environment configures it, and serves its API (no admin panel) on
 * a free loopback port; `cleanUp` runs once it is stopped. Shared by the API tests and the benchmarks.
 */
export async function serveInProcess(cleanUp: () => Promise<void> | void): Promise<RunningCms> {
  const strapi = await createStrapi({
    appDir: CMS_DIR,
    distDir: path.join(CMS_DIR, "dist"),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    // Strapi's own destroy() would also remove every listener of the process, the test runner's included: its
    // steps that matter here are taken one by one. The app's destroy hook lets a mail pass under way end, and the
    // crons stop, before the database closes.
    async stop() {
      await strapi.server.destroy();
      strapi.cron.destroy();
      await strapi.runUserLifecycles("destroy");
      await strapi.db.destroy();
      await cleanUp();
    },
  };
}
