import { requireEnv } from "../src/utils/require-env";

export default ({ env }: { env: any }) => ({
  host: env("HOST", "0.0.0.0"),
  port: env.int("PORT", 1337),
  url: env("PUBLIC_URL", ""),
  proxy: env.bool("TRUST_PROXY", false),
  app: {
    keys: requireEnv("APP_KEYS").split(","),
  },
});
