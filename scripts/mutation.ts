import { Stryker } from "@stryker-mutator/core";

/**
 * `npm run test:mutation`: Stryker over shared/'s rules and schemas (stryker.config.mjs). Stryker's own command
 * line refuses Node 20, which these machines run; its API works on it, so this calls the API.
 */
async function main(): Promise<void> {
  const results = await new Stryker({ configFile: "stryker.config.mjs" }).runMutationTest();
  const killed = results.filter((mutant) => mutant.status === "Killed" || mutant.status === "Timeout").length;
  const valid = results.filter((mutant) => !["CompileError", "RuntimeError", "Ignored"].includes(mutant.status));
  console.log(`Mutation score: ${((100 * killed) / valid.length).toFixed(2)} % (${killed} of ${valid.length} killed)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
