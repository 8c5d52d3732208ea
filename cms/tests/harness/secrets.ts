import { randomBytes } from "node:crypto";
import { STRAPI_SECRETS } from "../../scripts/strapi-secrets.mjs";

const secret = () => randomBytes(16).toString("base64");

/** Strapi's secrets for one test or benchmark run, at random: nothing of a machine's own cms/.env is read. */
export const throwawaySecrets = (): Record<string, string> =>
  Object.fromEntries(
    STRAPI_SECRETS.map((name) => [name, name === "APP_KEYS" ? [secret(), secret()].join(",") : secret()]),
  );
