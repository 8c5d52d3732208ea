import { run } from "./lib/processes";

const STEPS: Array<[name: string, command: string, args: string[]]> = [
  ["build of shared", "npm", ["run", "build", "-w", "shared"]],
  ["type checks", "npm", ["run", "typecheck"]],
  ["unit and API tests", "vitest", ["run"]],
  ["browser tests", "tsx", ["scripts/e2e.ts"]],
];

/**
 * `npm test`: every test. Type checks of every workspace, unit tests (shared, admin, site), API tests (cms booted
 * in-process on SQLite, or on PostgreSQL when DATABASE_URL is set), then the browser tests against the built apps.
 * Each step's time is printed: CI's time is kept under watch (README, "CI's time").
 */
async function main(): Promise<void> {
  for (const [name, command, args] of STEPS) {
    // .ci/run checks the types earlier, while the native packages compile, and says so here.
    if (name === "type checks" && process.env.CI_TYPES_CHECKED === "1") {
      console.log("— type checks: done by .ci/run beside the install scripts");
      continue;
    }
    const started = Date.now();
    await run(command, args, { label: "" });
    console.log(`— ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
