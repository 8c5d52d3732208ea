// `strapi build` loads the runtime configuration, which demands the secrets,
// although the build uses none of them: give it throwaway random ones.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const SECRETS = [
  "APP_KEYS",
  "API_TOKEN_SALT",
  "ADMIN_JWT_SECRET",
  "TRANSFER_TOKEN_SALT",
  "JWT_SECRET",
  "ENCRYPTION_KEY",
];
const env = { ...process.env };
for (const name of SECRETS) env[name] ??= randomBytes(16).toString("base64");

const result = spawnSync("strapi", ["build", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
