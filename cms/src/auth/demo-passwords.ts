import type { Core } from "@strapi/strapi";
import { DEMO_ACCOUNTS, DEMO_PANEL_ACCOUNT } from "../seed/accounts";

export const DEMO_PASSWORD_REFUSED =
  "Démarrage refusé en production : un compte de démonstration garde son mot de passe publié. Changez-le (ou supprimez le compte) avant la mise en ligne.";
export const DEMO_SEED_REFUSED =
  "Démarrage refusé en production : SEED_DEMO_DATA crée des comptes aux mots de passe publiés.";

const DEMO_PASSWORDS = new Set([DEMO_PANEL_ACCOUNT.password, ...DEMO_ACCOUNTS.map((account) => account.password)]);

/** True when one of the published demo log-ins still opens an account, in the back-office or in Strapi's panel. */
export async function demoPasswordWorks(strapi: Core.Strapi): Promise<boolean> {
  const users = strapi.plugin("users-permissions").service("user");
  for (const account of DEMO_ACCOUNTS) {
    const user = await strapi.db.query("plugin::users-permissions.user").findOne({ where: { email: account.email } });
    if (user?.password && (await users.validatePassword(account.password, user.password))) return true;
  }
  const panelUser = await strapi.db.query("admin::user").findOne({ where: { email: DEMO_PANEL_ACCOUNT.email } });
  return Boolean(
    panelUser?.password &&
    (await strapi.service("admin::auth").validatePassword(DEMO_PANEL_ACCOUNT.password, panelUser.password)),
  );
}

/**
 * In production the cms does not start while anyone could sign in with a
 * password printed in the README: not with the demo seed, not with a demo
 * password given to the Super Admin, not with a demo account left as seeded.
 */
export async function refuseDemoPasswordsInProduction(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV !== "production") return;
  if (process.env.SEED_DEMO_DATA === "true") throw new Error(DEMO_SEED_REFUSED);
  if (DEMO_PASSWORDS.has(process.env.STRAPI_SUPERADMIN_PASSWORD ?? "") || (await demoPasswordWorks(strapi))) {
    throw new Error(DEMO_PASSWORD_REFUSED);
  }
}
