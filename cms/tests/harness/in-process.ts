import { createStrapi, type Core } from "@strapi/strapi";
import type { AddressInfo } from "node:net";
import path from "node:path";

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
    async stop() {
      await strapi.server.destroy();
      await strapi.db.destroy();
      await cleanUp();
    },
  };
}
