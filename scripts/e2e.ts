import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "./lib/processes";
import { buildAll, startStack, type StackBuild, type StackPorts, type StackUrls } from "./lib/stack";

/**
 * Ports of their own, so the browser tests can run beside a started product; `E2E_PORT_OFFSET` moves them all,
 * so that two runs (a developer's and a CI rehearsal) can share a machine. Each further stack takes the next ten.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const portsOf = (stack: number): StackPorts => {
  const shift = offset + stack * 10;
  return { cms: 1437 + shift, admin: 5273 + shift, site: 3100 + shift, mailWeb: 1180 + shift, mailSmtp: 1125 + shift };
};

/**
 * How many stacks, and so Playwright workers: one test at a time leaves a core of two idle (the browser, the cms and
 * the test wait on each other), so the whole suite runs on two stacks where there are two cores. `--stacks=N` sets it;
 * a chosen file or test runs on one.
 */
function stackCount(args: string[]): number {
  const asked = process.argv.find((arg) => arg.startsWith("--stacks="));
  if (asked) return Math.max(1, Number(asked.slice("--stacks=".length)) || 1);
  return args.length > 0 ? 1 : Math.min(2, os.availableParallelism());
}

/**
 * Builds the apps, starts the whole stack (or several, each on its own fresh SQLite database, mail inbox and ports),
 * and runs the Playwright tests in Debian's Chromium against them: each worker talks to one stack (e2e/urls.ts).
 */
async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  const skipBuild = process.argv.includes("--no-build");
  const extra = process.argv
    .slice(2)
    .filter((arg) => !["--no-build", "--verbose"].includes(arg) && !arg.startsWith("--stacks="));
  const stacks: StackBuild[] = Array.from({ length: stackCount(extra) }, (_, index) => ({
    ports: portsOf(index),
    adminDir: `dist/e2e-${index + 1}`,
  }));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  if (!skipBuild) {
    await buildAll(stacks, verbose);
    console.log(`— build of the apps: ${seconds()} s`);
  }
  const urls: StackUrls[] = await Promise.all(
    stacks.map(({ ports, adminDir }, index) =>
      startStack({ ports, adminDir, databaseFile: path.join(workDir, `e2e-${index + 1}.db`), verbose }),
    ),
  );
  console.log(`— ${stacks.length === 1 ? "the stack" : `${stacks.length} stacks`} started and seeded: ${seconds()} s`);
  const list = (key: keyof StackUrls) => urls.map((stack) => stack[key]).join(",");
  try {
    await run("playwright", ["test", "--config", "e2e/playwright.config.ts", ...extra], {
      label: "",
      env: {
        E2E_WORKERS: String(stacks.length),
        E2E_SITE_URL: list("site"),
        E2E_ADMIN_URL: list("admin"),
        E2E_CMS_URL: list("cms"),
        E2E_MAIL_URL: list("mail"),
      },
    });
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
