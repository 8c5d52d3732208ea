import { run } from "../lib/processes";

/** `npm run bench`: every benchmark, one after the other (each boots its own cms on SQLite). */
async function main(): Promise<void> {
  for (const bench of ["sales", "dashboard", "documents", "site", "site-lighthouse", "admin-lighthouse"]) {
    console.log(`\n=== ${bench} ===`);
    await run("tsx", [`scripts/bench/${bench}.ts`], { label: "" });
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
