import type { Core } from "@strapi/strapi";
import { ensureLocales } from "./bootstrap/locales";
import { ensureRoles } from "./bootstrap/roles";
import { seedDemoData } from "./seed";
import { checkMediaFieldTypes } from "./uploads/field-types";
import { recordPasswordChanges } from "./auth/sessions";
import { enforceBookRules } from "./sales/book-rules";
import { enforcePaymentRules } from "./sales/payments";
import { enforceCreditNoteRules } from "./sales/credit-notes";
import { enforceClientRules } from "./sales/client-rules";
import { sanitizeArticlesOnWrite } from "./content/article-html";
import { recordChanges } from "./audit/record-changes";
import { recordUserChanges } from "./audit/users";
import { keepAnAdmin } from "./auth/last-admin";
import { oneAccountPerAddress } from "./auth/one-address";
import { refuseDemoPasswordsInProduction } from "./auth/demo-passwords";
import { ensureEditorRole } from "./panel/editor-role";
import { registerPublicMediaCondition } from "./panel/public-media";
import { ensureSuperAdmin } from "./panel/super-admin";
import { startOutbox, stopOutbox } from "./mail/schedule";
import { closeSharedRedis } from "./utils/redis";
import { purgeSiteOnChanges } from "./site/purge";
import { refuseStaleEdits } from "./editing/stale-edits";

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // First: the journal's transaction holds every rule below, and its entries see their outcome.
    recordChanges(strapi);
    // Next: a stale save is refused before any rule reads the record it would overwrite.
    refuseStaleEdits(strapi);
    // Before the journal's snapshot of an account: the check holds the admins until the write commits.
    keepAnAdmin(strapi);
    oneAccountPerAddress(strapi);
    recordUserChanges(strapi);
    checkMediaFieldTypes(strapi);
    recordPasswordChanges(strapi);
    enforceBookRules(strapi);
    enforcePaymentRules(strapi);
    enforceCreditNoteRules(strapi);
    enforceClientRules(strapi);
    sanitizeArticlesOnWrite(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensureRoles(strapi);
    await registerPublicMediaCondition(strapi);
    await ensureEditorRole(strapi);
    await refuseDemoPasswordsInProduction(strapi);
    if (process.env.SEED_DEMO_DATA === "true") {
      await seedDemoData(strapi);
    }
    await ensureSuperAdmin(strapi);
    purgeSiteOnChanges(strapi);
    startOutbox(strapi);
  },

  async destroy() {
    await stopOutbox();
    await closeSharedRedis();
  },
};
