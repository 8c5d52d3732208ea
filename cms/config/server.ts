import type { Core } from "@strapi/strapi";
import { requireEnv } from "../src/utils/require-env";
import cronTasks from "./cron-tasks";

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env("HOST", "0.0.0.0"),
  port: env.int("PORT", 1337),
  url: env("PUBLIC_URL", ""),
  proxy: env.bool("TRUST_PROXY", false),
  // Where uploads are kept on local disk (public/uploads): the backup test restores into a folder of its own.
  dirs: { public: env("PUBLIC_DIR", "./public") },
  app: {
    keys: requireEnv("APP_KEYS").split(","),
  },
  // Recurring invoices and reminders at 07:00, Casablanca time; CRON_ENABLED=false leaves them to POST .../run.
  cron: { enabled: env.bool("CRON_ENABLED", true), tasks: cronTasks },
});
