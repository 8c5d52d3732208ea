import { createStrapi } from "@strapi/strapi";
import { generators } from "@strapi/typescript-utils";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { testCmsEnv } from "./harness/test-env";

const appDir = path.resolve(__dirname, "..");
const ARTIFACTS = ["contentTypes.d.ts", "components.d.ts"];

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-types-"));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/**
 * The committed cms/types/generated are what Strapi's type generator makes of
 * the schemas now (what `npm run types:generate -w cms` writes): registered,
 * not started (no database), with throwaway secrets, generated into a temporary folder.
 */
it("cms/types/generated is current with the content types and components", async () => {
  Object.assign(process.env, {
    ...testCmsEnv({}),
    DATABASE_FILENAME: path.join(workDir, "unused.db"),
  });
  const app = await createStrapi({
    appDir,
    distDir: path.join(appDir, "dist"),
    autoReload: false,
    serveAdminPanel: false,
  }).register();
  try {
    await generators.generate({
      strapi: app,
      pwd: workDir,
      rootDir: "types",
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
  } finally {
    // Not app.destroy(): it removes every listener of the process, vitest's worker channel too.
    await app.db?.destroy();
  }
  for (const file of ARTIFACTS) {
    const made = fs.readFileSync(path.join(workDir, "types", "generated", file), "utf8");
    const committed = fs.readFileSync(path.join(appDir, "types", "generated", file), "utf8");
    expect(committed, `${file} is stale: run npm run types:generate -w cms and commit the result`).toBe(made);
  }
});
