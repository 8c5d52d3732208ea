// `strapi build` loads the runtime configuration, which demands the secrets,
// although the build uses none of them: give it throwaway random ones.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { keptPanel, keepPanel, panelKey } from "./panel-cache.mjs";
import { STRAPI_SECRETS } from "./strapi-secrets.mjs";

const env = { ...process.env };
for (const name of STRAPI_SECRETS) env[name] ??= randomBytes(16).toString("base64");

// With PANEL_CACHE_DIR (the test and start scripts set it), a panel built before from the same inputs is taken again:
// the server's TypeScript is still compiled, the panel's bundling (most of the build, on one core) is not redone.
// The key is read once, before the build: what the panel is kept under is what it was built from.
const cacheDir = process.env.PANEL_CACHE_DIR;
const key = cacheDir ? panelKey() : undefined;
if (cacheDir && keptPanel(cacheDir, key)) {
  // Strapi's CommonJS build: its ES one imports lodash's folders, which Node's ES loader refuses.
  const { compileStrapi } = createRequire(import.meta.url)("@strapi/strapi");
  await compileStrapi({ appDir: process.cwd() });
  console.log(`Strapi's panel: the build kept in ${cacheDir} for these inputs`);
  process.exit(0);
}

const result = spawnSync("strapi", ["build", ...process.argv.slice(2)], { stdio: "inherit", env });
if (result.status === 0 && cacheDir) keepPanel(cacheDir, key);
process.exit(result.status ?? 1);
