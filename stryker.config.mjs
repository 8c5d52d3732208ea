// Mutation testing of shared/'s rules and schemas (issue #14): `npm run test:mutation`, not part of CI.
// CI runs in UTC, where a helper that forgets its time zone still looks right. The test runners are forked
// from this process and inherit its zone: mutants then run west of Greenwich (the suite passes in any zone).
process.env.TZ = "America/Los_Angeles";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // The runner cannot pick one project of the root config, so it gets a config holding only "shared";
  // "related" runs only the test files that import the mutated file (static mutants rerun a whole suite).
  vitest: { configFile: "vitest.stryker.config.ts", related: true },
  mutate: ["shared/src/rules/**/*.ts", "shared/src/schemas/**/*.ts", "!**/*.test.ts", "!**/test-helpers.ts"],
  // The sandbox only needs shared/ and the root configs; copying the apps would cost minutes for nothing.
  ignorePatterns: ["/cms", "/admin", "/site", "/e2e", "/scripts", "/reports"],
  // Two cores, shared with others.
  concurrency: 2,
  reporters: ["clear-text", "html", "json", "progress"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
};
