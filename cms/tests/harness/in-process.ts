import type { Core } from "@strapi/strapi";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * Strapi by Node's own require, as `strapi start` loads it: imported, the test runner compiled its hundreds of modules
 * through its own loader again in each test file's process (a second a file, a minute a run over the two databases).
 */
const nodeRequire = createRequire(__filename);
const { createStrapi } = nodeRequire("@strapi/strapi") as typeof import("@strapi/strapi");

/** The cms workspace: the app Strapi loads, compiled into its dist folder. */
export const CMS_DIR = path.resolve(__dirname, "..", "..");

export interface RunningCms {
  strapi: Core.Strapi;
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/**
 * The modules a second cms in one process must load afresh: the app's own (its module-level state: counters, caches,
 * queues); Strapi's admin plugin, whose permission actions are kept in a module-level registry that refuses a second
 * registration; and the plugins the app extends (users-permissions, upload), whose module objects each boot's
 * extension wraps: kept, the twentieth file's cms ran twenty nested wrappers, a failed sign-in twenty bcrypt checks.
 * The rest of Strapi keeps its state on the instance and stays loaded: a boot in a process that has booted one before
 * takes about a second, in a new process nearer four.
 */
const strapiPackage = (name: string) => `${path.sep}node_modules${path.sep}@strapi${path.sep}${name}${path.sep}`;
const FRESH_EACH_BOOT = [
  path.join(CMS_DIR, "dist") + path.sep,
  strapiPackage("admin"),
  strapiPackage("plugin-users-permissions"),
  strapiPackage("upload"),
];

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

function forgetModulesOfLastBoot(): void {
  const forgotten = new Set<NodeJS.Module>();
  for (const [file, module] of Object.entries(nodeRequire.cache)) {
    if (module && FRESH_EACH_BOOT.some((part) => file.includes(part))) {
      forgotten.add(module);
      delete nodeRequire.cache[file];
    }
  }
  // A module kept links to the one that first required it and to those it required: left there, they would hold the
  // last cms (its instance and database) for as long as the process runs, 60 to 120 MB a file.
  for (const module of Object.values(nodeRequire.cache)) {
    if (!module) continue;
    if (module.parent && forgotten.has(module.parent)) module.parent = null;
    module.children = module.children.filter((child) => !forgotten.has(child));
  }
}

/** The connection pool's counts (tarn's, under knex). */
interface Pool {
  numUsed(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * Strapi emits a document's events once its write commits, without awaiting them: a read of the document, then of its
 * relations, one query each. A pool closed between the two queries left the second waiting, unanswered, until it
 * failed 60 s later: an unhandled "Timeout acquiring a connection" in whichever test file ran then. So the database
 * closes once its pool has stayed idle a few ticks in a row (a read's next query follows within the same tick).
 */
async function untilDatabaseIdle(strapi: Core.Strapi, { quietTicks = 5, tickMs = 10, atMostMs = 5_000 } = {}) {
  const pool = (strapi.db.connection.client as { pool?: Pool }).pool;
  if (!pool) return;
  const deadline = Date.now() + atMostMs;
  for (let quiet = 0; quiet < quietTicks && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, tickMs));
    const busy = pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;
    quiet = busy ? 0 : quiet + 1;
  }
}

/**
 * Loads the compiled cms in this process, as the environment configures it, and serves its API (no admin panel) on
 * a free loopback port; `cleanUp` runs once it is stopped. Shared by the API tests and the benchmarks.
 */
export async function serveInProcess(cleanUp: () => Promise<void> | void): Promise<RunningCms> {
  forgetModulesOfLastBoot();
  const signalListenersBefore = new Set(SIGNALS.flatMap((signal) => process.listeners(signal)));
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
      await untilDatabaseIdle(strapi);
      await strapi.db.destroy();
      // Strapi's exit on a signal holds the instance: the next file's cms in this process must not keep it alive.
      for (const signal of SIGNALS) {
        for (const listener of process.listeners(signal)) {
          if (!signalListenersBefore.has(listener)) process.off(signal, listener);
        }
      }
      await cleanUp();
    },
  };
}
