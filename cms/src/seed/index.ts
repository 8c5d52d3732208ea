import type { Core } from "@strapi/strapi";
import { ensurePanelAccount, ensureStaffAccounts } from "./accounts";
import { seedBusinessData } from "./business";
import { seedCommunication } from "./communication";
import { ensureCompanySettings } from "./company";
import { seedPublicContent } from "./public-content";
import { seedSiteContent } from "./site-content";

/**
 * Demo data for a fresh machine. Idempotent: each part is created only when
 * missing, so running it on every start changes nothing the second time.
 */
export async function seedDemoData(strapi: Core.Strapi): Promise<void> {
  await ensureStaffAccounts(strapi);
  await ensurePanelAccount(strapi);
  await ensureCompanySettings(strapi);
  await seedPublicContent(strapi);
  await seedSiteContent(strapi);
  await seedBusinessData(strapi);
  await seedCommunication(strapi);
  strapi.log.info("Demo data ready.");
}
