import { run } from "./lib/processes";

/**
 * `npm test`: every test. Type checks of every workspace, unit tests (shared, admin), API tests (cms booted
 * in-process on SQLite, or on PostgreSQL when DATABASE_URL is set), then the
 * browser tests against the built apps.
 */
async function main(): Promise<void> {
  await run("npm", ["run", "build", "-w", "shared"], { label: "" });
  await run("npm", ["run", "typecheck"], { label: "" });
  await run("vitest", ["run"], { label: "" });
  await run("tsx", ["scripts/e2e.ts"], { label: "" });
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
