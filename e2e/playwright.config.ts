import fs from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * Debian's Chromium (a browser download never works on these machines): its headless shell where installed, the
 * headless build Playwright itself runs by default (the same Blink without the desktop browser's shell: the suite
 * 3.8 → 2.9 min, the browser process's processor time 71 → 27 s), else the browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One worker per stack that scripts/e2e.ts started (e2e/urls.ts): the files go to whichever is free.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // One retry where CI runs (.ci/run sets E2E_RETRIES=1): a test that passes on it is reported "flaky", not hidden.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    headless: true,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    locale: "fr-FR",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
});
