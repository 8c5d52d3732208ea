import { requireEnv } from "../src/utils/require-env";

export default ({ env }: { env: any }) => ({
  auth: {
    secret: requireEnv("ADMIN_JWT_SECRET"),
  },
  apiToken: {
    salt: requireEnv("API_TOKEN_SALT"),
  },
  transfer: {
    token: {
      salt: requireEnv("TRANSFER_TOKEN_SALT"),
    },
  },
  secrets: {
    encryptionKey: requireEnv("ENCRYPTION_KEY"),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  watchIgnoreFiles: ["**/tests/**"],
  autoOpen: false,
  url: env("ADMIN_PANEL_URL", "/admin"),
});
