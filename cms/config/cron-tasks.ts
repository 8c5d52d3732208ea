import type { Core } from "@strapi/strapi";
import { runDailyJob } from "../src/jobs/daily";

export default {
  dailyBilling: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        await runDailyJob(strapi);
      } catch (error) {
        strapi.log.error(`Daily job failed: ${(error as Error).stack ?? error}`);
      }
    },
    options: { rule: "0 7 * * *", tz: "Africa/Casablanca" },
  },
};
