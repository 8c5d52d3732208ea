import { ensureStaffAccounts } from "../../src/seed/accounts";
import { serveInProcess } from "./in-process";

/**
 * One cms in a process of its own, as the environment configures it (the cluster test starts two on one database
 * and one Redis): prints `{"url": …}` once it listens, stops on SIGTERM. With CMS_STAFF=true it makes the demo staff
 * accounts first.
 */
async function main(): Promise<void> {
  const running = await serveInProcess(() => undefined);
  if (process.env.CMS_STAFF === "true") await ensureStaffAccounts(running.strapi);
  process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
  process.once("SIGTERM", () => {
    void running.stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
