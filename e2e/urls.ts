/** Addresses of the stack started by scripts/e2e.ts. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with "npm run test:e2e".`);
  return value;
}

export const SITE_URL = required("E2E_SITE_URL");
export const ADMIN_URL = required("E2E_ADMIN_URL");
export const CMS_URL = required("E2E_CMS_URL");
export const MAIL_URL = required("E2E_MAIL_URL");
