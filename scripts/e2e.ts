import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "./lib/processes";
import { buildAll, startStack, urlsFor, type StackPorts } from "./lib/stack";

/**
 * Ports of their own, so the browser tests can run beside a started product; `E2E_PORT_OFFSET` moves them all,
 * so that two runs (a developer's and a CI rehearsal) can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const E2E_PORTS: StackPorts = {
  cms: 1437 + offset,
  admin: 5273 + offset,
  site: 3100 + offset,
  mailWeb: 1180 + offset,
  mailSmtp: 1125 + offset,
};

/**
 * Builds the apps, starts the whole stack on a fresh SQLite database, and runs
 * the Playwright tests in Debian's Chromium against it.
 */
async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  const skipBuild = process.argv.includes("--no-build");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  if (!skipBuild) {
    await buildAll(E2E_PORTS, verbose);
    console.log(`— build of the apps: ${seconds()} s`);
  }
  const urls = await startStack({ ports: E2E_PORTS, databaseFile: path.join(workDir, "e2e.db"), verbose });
  console.log(`— the stack started and seeded: ${seconds()} s`);
  const extra = process.argv.slice(2).filter((arg) => !arg.startsWith("--no-build") && arg !== "--verbose");
  try {
    await run("playwright", ["test", "--config", "e2e/playwright.config.ts", ...extra], {
      label: "",
      env: {
        E2E_SITE_URL: urls.site,
        E2E_ADMIN_URL: urls.admin,
        E2E_CMS_URL: urlsFor(E2E_PORTS).cms,
        E2E_MAIL_URL: urls.mail,
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
