import type { Core } from "@strapi/strapi";
import { ConflictError } from "../sales/conflict";
import { underLock } from "../utils/database";

const USER_UID = "plugin::users-permissions.user";
const ROLE_UID = "plugin::users-permissions.role";

export const LAST_ADMIN = "Il doit rester au moins un administrateur actif : ce compte est le dernier.";

const activeAdmins = { role: { type: "admin" }, $or: [{ blocked: false }, { blocked: null }] };

/** The role a write names (an id, or `{ id }`), read to tell whether it is the admins'. */
async function isAdminRole(strapi: Core.Strapi, role: unknown): Promise<boolean> {
  const id = Number(role && typeof role === "object" ? (role as { id?: unknown }).id : role);
  if (!Number.isInteger(id)) return false;
  return (await strapi.db.query(ROLE_UID).findOne({ where: { id }, select: ["type"] }))?.type === "admin";
}

/**
 * Refuses the write when it would leave no active admin: one such write at a time (an advisory lock held until the
 * route's transaction commits), each counting the admins the one before left, so two admins removing each other at
 * once leave one of them. Role changes also run one at a time this way: Strapi reorders every link of a role when
 * one account's role changes, and two at once deadlocked on PostgreSQL.
 */
async function keepOne(strapi: Core.Strapi, where: Record<string, unknown>, removes: () => Promise<boolean>) {
  await underLock(strapi, "staff-admins", async () => {
    const targets = (await strapi.db.query(USER_UID).findMany({ where, select: ["id"] })) as Array<{ id: number }>;
    const ids = targets.map((target) => target.id);
    const admins = await strapi.db.query(USER_UID).count({ where: { id: { $in: ids }, ...activeAdmins } });
    if (admins === 0 || !(await removes())) return;
    const others = await strapi.db.query(USER_UID).count({ where: { id: { $notIn: ids }, ...activeAdmins } });
    if (others === 0) throw new ConflictError(LAST_ADMIN);
  });
}

/** An account's deletion, its block, or its move to another role never removes the last active admin. */
export function keepAnAdmin(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      const data = (event.params.data ?? {}) as { role?: unknown; blocked?: unknown };
      if (data.role === undefined && data.blocked === undefined) return;
      await keepOne(
        strapi,
        event.params.where,
        async () => data.blocked === true || (data.role !== undefined && !(await isAdminRole(strapi, data.role))),
      );
    },
    async beforeDelete(event) {
      await keepOne(strapi, event.params.where, async () => true);
    },
  });
}
