// `strapi build` loads the runtime configuration, which demands the secrets,
// although the build uses none of them: give it throwaway random ones.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { STRAPI_SECRETS } from "./strapi-secrets.mjs";

const env = { ...process.env };
for (const name of STRAPI_SECRETS) env[name] ??= randomBytes(16).toString("base64");

const result = spawnSync("strapi", ["build", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
