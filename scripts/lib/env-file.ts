import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { STRAPI_SECRETS } from "../../cms/scripts/strapi-secrets.mjs";
import { generatedPanelPassword } from "../../cms/src/panel/super-admin";

const SECRETS = [...STRAPI_SECRETS, "SITE_PROXY_SECRET", "STRAPI_SUPERADMIN_PASSWORD"];

const secret = () => randomBytes(24).toString("base64");

/**
 * The cms's secrets for this machine (and its panel's Super Admin password): made once at random into an ignored
 * .env file, never a value written in the repository.
 */
export function ensureSecrets(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match) values[match[1]!] = match[2]!;
    }
  }
  let changed = false;
  for (const name of SECRETS) {
    if (!values[name]) {
      values[name] =
        name === "APP_KEYS"
          ? [secret(), secret(), secret(), secret()].join(",")
          : name === "STRAPI_SUPERADMIN_PASSWORD"
            ? generatedPanelPassword()
            : secret();
      changed = true;
    }
  }
  if (changed) {
    fs.writeFileSync(
      file,
      `${Object.entries(values)
        .map(([key, value]) => `${key}=${value}`)
        .join("\n")}\n`,
      { mode: 0o600 },
    );
  }
  return values;
}
