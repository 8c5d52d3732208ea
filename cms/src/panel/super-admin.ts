import type { Core } from "@strapi/strapi";
import { randomBytes } from "node:crypto";

export const DEFAULT_SUPER_ADMIN_EMAIL = "technique@agence.ma";

/** Meets Strapi's admin password rules (upper case, lower case, digit, 8+ characters). */
export const generatedPanelPassword = (): string => `Tk9-${randomBytes(18).toString("base64url")}`;

/**
 * The technical Super Admin of Strapi's panel, kept apart from the content
 * editors. Made at the first start when none exists: its password comes from
 * STRAPI_SUPERADMIN_PASSWORD, or is generated and printed this once.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service("admin::role");
  const superAdmin = await roles.getSuperAdminWithUsersCount();
  if (!superAdmin || superAdmin.usersCount > 0) return;
  const email = (process.env.STRAPI_SUPERADMIN_EMAIL || DEFAULT_SUPER_ADMIN_EMAIL).toLowerCase();
  const given = process.env.STRAPI_SUPERADMIN_PASSWORD;
  const password = given || generatedPanelPassword();
  const users = strapi.service("admin::user");
  const existing = await users.findOneByEmail(email);
  if (existing) {
    await users.updateById(existing.id, { roles: [superAdmin.id], isActive: true });
    return;
  }
  await users.create({
    firstname: "Administration",
    lastname: "technique",
    email,
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  if (!given) {
    strapi.log.warn(
      `Super Admin du panneau Strapi créé : ${email} / ${password} (mot de passe affiché cette seule fois).`,
    );
  }
}
