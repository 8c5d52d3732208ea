import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensureRoles } from './bootstrap/roles';
import { seedDemoData } from './seed';
import { checkMediaFieldTypes } from './uploads/field-types';
import { recordPasswordChanges } from './auth/sessions';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    checkMediaFieldTypes(strapi);
    recordPasswordChanges(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensureRoles(strapi);
    if (process.env.SEED_DEMO_DATA === 'true') {
      await seedDemoData(strapi);
    }
  },
};
