import { randomBytes } from "node:crypto";

const secret = () => randomBytes(16).toString("base64");

/** Strapi's secrets for one test or benchmark run, at random: nothing of a machine's own cms/.env is read. */
export const throwawaySecrets = () => ({
  APP_KEYS: [secret(), secret()].join(","),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
});
