import path from "node:path";
import { defineConfig } from "vitest/config";

const at = (folder: string) => path.resolve(__dirname, folder);
const sharedSource = { "@agency/shared": at("shared/src/index.ts") };

/**
 * The pure unit tests (shared rules, the back-office's helpers) run in one thread that loads each module once: a
 * fresh process for each of their 93 files took a minute for 4 seconds of tests. The site's files stub the
 * environment, so they keep a process each; the cms's files share one process of their own (below).
 */
const oneThread = { pool: "threads", poolOptions: { threads: { isolate: false, singleThread: true } } } as const;

export default defineConfig({
  test: {
    // Two cores here, and each API test file boots a whole cms: one file at a time.
    fileParallelism: false,
    projects: [
      {
        test: { name: "shared", root: at("shared"), include: ["src/**/*.test.ts"], ...oneThread },
      },
      {
        resolve: { alias: sharedSource },
        test: { name: "admin", root: at("admin"), include: ["src/**/*.test.ts"], ...oneThread },
      },
      {
        resolve: { alias: sharedSource },
        test: { name: "site", root: at("site"), include: ["app/**/*.test.ts"], environment: "node" },
      },
      {
        // The API tests boot Strapi in-process, one file at a time, all in one process: each file still has a cms
        // and a database of its own (harness/in-process.ts reloads what a second boot needs afresh), without a new
        // process and a new load of Strapi's modules: the SQLite pass 234 → 180 s, its processor time 244 → 166 s.
        test: {
          name: "cms",
          root: at("cms"),
          include: ["tests/**/*.test.ts"],
          globalSetup: ["tests/harness/global-setup.ts"],
          pool: "forks",
          poolOptions: { forks: { isolate: false, singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          server: { deps: { inline: [/@strapi\/.*/] } },
        },
      },
    ],
  },
});
