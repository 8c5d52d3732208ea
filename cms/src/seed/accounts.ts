import type { Core } from "@strapi/strapi";
import { EDITOR_ROLE } from "../panel/editor-role";
import type { StaffRole } from "@agency/shared";
import { ROLE_ADMIN, ROLE_TYPES, ROLE_WRITER } from "../auth/roles";

interface StaffAccount {
  name: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** Demo log-ins, printed by the start command and listed in the README. */
export const DEMO_ACCOUNTS: ReadonlyArray<StaffAccount> = [
  { name: "Amina Alaoui", email: "admin@agence.ma", password: "Admin1234!", role: ROLE_ADMIN },
  { name: "Karim Tazi", email: "ecrivain@agence.ma", password: "Ecrivain1234!", role: ROLE_WRITER },
];

/** Content editors sign in to Strapi's own admin panel with this account. */
export const DEMO_PANEL_ACCOUNT = {
  firstname: "Leila",
  lastname: "Bennani",
  email: "editeur@agence.ma",
  password: "Editeur1234!",
};

const USER_UID = "plugin::users-permissions.user";

/** Creates a back-office account, confirmed, with its role; answers the user as users-permissions stores it. */
export async function addStaffAccount(strapi: Core.Strapi, account: StaffAccount): Promise<{ id: number }> {
  const role = await strapi.db
    .query("plugin::users-permissions.role")
    .findOne({ where: { type: ROLE_TYPES[account.role] } });
  return strapi.plugin("users-permissions").service("user").add({
    username: account.email,
    email: account.email,
    name: account.name,
    password: account.password,
    provider: "local",
    confirmed: true,
    blocked: false,
    role: role.id,
  });
}

export async function ensureStaffAccounts(strapi: Core.Strapi): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await strapi.db.query(USER_UID).findOne({ where: { email: account.email } });
    if (!existing) await addStaffAccount(strapi, account);
  }
}

/** The editors' demo account holds the editor role only, also where an older seed made it a Super Admin. */
export async function ensurePanelAccount(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service("admin::user");
  const role = await strapi.service("admin::role").findOne({ code: EDITOR_ROLE.code });
  const existing = await users.findOneByEmail(DEMO_PANEL_ACCOUNT.email, ["roles"]);
  if (!existing) {
    await users.create({ ...DEMO_PANEL_ACCOUNT, isActive: true, registrationToken: null, roles: [role.id] });
    return;
  }
  const roleIds = (existing.roles ?? []).map((held: { id: number }) => held.id);
  if (roleIds.length !== 1 || roleIds[0] !== role.id) {
    await strapi.db.query("admin::user").update({ where: { id: existing.id }, data: { roles: [role.id] } });
  }
}
