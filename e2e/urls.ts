/**
 * Addresses of the stacks started by scripts/e2e.ts, one stack per Playwright worker: each variable lists them
 * comma-separated, and a worker takes the one of its parallel index, so that two tests running at the same time
 * never share a database, a mail inbox or a rate limit.
 */
function required(name: string): string {
  const values = process.env[name]?.split(",") ?? [];
  // Set in the workers; the runner, which only lists the tests, reads the first stack's.
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const value = values[index];
  if (!value)
    throw new Error(`${name} has no address for worker ${index}: run the browser tests with "npm run test:e2e".`);
  return value;
}

export const SITE_URL = required("E2E_SITE_URL");
export const ADMIN_URL = required("E2E_ADMIN_URL");
export const CMS_URL = required("E2E_CMS_URL");
export const MAIL_URL = required("E2E_MAIL_URL");
