import type { Core } from "@strapi/strapi";
import { ConflictError } from "../sales/conflict";
import { underLock } from "../utils/database";

const USER_UID = "plugin::users-permissions.user";

export const LAST_ADMIN = "Il doit rester au moins un administrateur actif : ce compte est le dernier.";

const activeAdmins = (strapi: Core.Strapi): Promise<number> =>
  strapi.db.query(USER_UID).count({ where: { role: { type: "admin" }, $or: [{ blocked: false }, { blocked: null }] } });

/**
 * A write that may change who is an active admin (an account's role or block, whatever shape it names them in: an id,
 * `{ set }`, the panel's `{ connect, disconnect }`; or its deletion) takes one advisory lock, held until the write's
 * transaction commits (the route is transactional, the panel's document service too), and counts the active admins
 * before and after it: one that leaves none where there were some is refused and rolled back. One at a time, each
 * counting what the one before left, so two admins removing each other at once leave one of them. Role changes also
 * take turns this way: Strapi reorders every link of a role when one account's role changes, and two at once
 * deadlocked on PostgreSQL.
 */
export function keepAnAdmin(strapi: Core.Strapi): void {
  const before = async (state: Record<string, unknown>) =>
    underLock(strapi, "staff-admins", async () => {
      state.adminsBefore = await activeAdmins(strapi);
    });
  const after = async (state: Record<string, unknown>) => {
    if (typeof state.adminsBefore !== "number" || state.adminsBefore === 0) return;
    if ((await activeAdmins(strapi)) === 0) throw new ConflictError(LAST_ADMIN);
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      const data = (event.params.data ?? {}) as { role?: unknown; blocked?: unknown };
      if (data.role !== undefined || data.blocked !== undefined) await before(event.state);
    },
    async afterUpdate(event) {
      await after(event.state);
    },
    async beforeDelete(event) {
      await before(event.state);
    },
    async afterDelete(event) {
      await after(event.state);
    },
  });
}
