import type { Core } from "@strapi/strapi";
import { STAFF_ROLES } from "@agency/shared";
import { ROLE_DESCRIPTIONS, ROLE_TYPES } from "../auth/roles";
import { AUTHENTICATED_PERMISSIONS, PUBLIC_PERMISSIONS, ROLE_PERMISSIONS } from "../auth/permissions";
import { underLock } from "../utils/database";

const ROLE_UID = "plugin::users-permissions.role";
const PERMISSION_UID = "plugin::users-permissions.permission";

interface RoleRow {
  id: number;
  name: string;
  type: string;
}

async function findOrCreateRole(
  strapi: Core.Strapi,
  name: string,
  type: string,
  description: string,
): Promise<RoleRow> {
  const roles = strapi.db.query(ROLE_UID);
  const existing = (await roles.findOne({ where: { type } })) as RoleRow | null;
  if (existing) {
    if (existing.name !== name) {
      return (await roles.update({ where: { id: existing.id }, data: { name, description } })) as RoleRow;
    }
    return existing;
  }
  return (await roles.create({ data: { name, type, description } })) as RoleRow;
}

/** Makes a role's permissions exactly the given set: missing ones added, others removed. */
async function syncPermissions(strapi: Core.Strapi, role: RoleRow, actions: string[]): Promise<void> {
  const permissions = strapi.db.query(PERMISSION_UID);
  const current = (await permissions.findMany({ where: { role: role.id } })) as Array<{ id: number; action: string }>;
  const wanted = new Set(actions);
  const stale = current.filter((permission) => !wanted.has(permission.action)).map((permission) => permission.id);
  if (stale.length > 0) {
    await permissions.deleteMany({ where: { id: { $in: stale } } });
  }
  const have = new Set(current.map((permission) => permission.action));
  for (const action of wanted) {
    if (!have.has(action)) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}

/**
 * The admin and Écrivain roles and every role's permissions, idempotently, at each boot. Processes that boot at once
 * on one database (replicas started together) take turns: each would otherwise find a role or permission missing and
 * add it, twice.
 */
export async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  await underLock(strapi, "bootstrap:roles", () => setUpRoles(strapi));
}

async function setUpRoles(strapi: Core.Strapi): Promise<void> {
  for (const name of STAFF_ROLES) {
    const role = await findOrCreateRole(strapi, name, ROLE_TYPES[name], ROLE_DESCRIPTIONS[name]);
    await syncPermissions(strapi, role, ROLE_PERMISSIONS[name]);
  }
  const roles = strapi.db.query(ROLE_UID);
  const publicRole = (await roles.findOne({ where: { type: "public" } })) as RoleRow | null;
  if (publicRole) await syncPermissions(strapi, publicRole, PUBLIC_PERMISSIONS);
  const authenticated = (await roles.findOne({ where: { type: "authenticated" } })) as RoleRow | null;
  if (authenticated) await syncPermissions(strapi, authenticated, AUTHENTICATED_PERMISSIONS);

  // Staff accounts are created by admins only: no self-registration.
  const store = strapi.store({ type: "plugin", name: "users-permissions" });
  const advanced = ((await store.get({ key: "advanced" })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false || advanced.email_confirmation !== false) {
    await store.set({ key: "advanced", value: { ...advanced, allow_register: false, email_confirmation: false } });
  }
}
