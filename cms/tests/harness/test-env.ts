import { throwawaySecrets } from "./secrets";

/**
 * What every cms a test boots is given, in this process or in a child: the test mode, loopback only, secrets of
 * its own, the test's SMTP sink, errors only in the log, and no call home.
 */
export const testCmsEnv = (smtp: Record<string, string>): Record<string, string> => ({
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  ...throwawaySecrets(),
  ...smtp,
  LOG_LEVEL: "error",
  STRAPI_TELEMETRY_DISABLED: "true",
  STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
});
