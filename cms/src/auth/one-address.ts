import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { underLock } from "../utils/database";

const USER_UID = "plugin::users-permissions.user";

export const ADDRESS_TAKEN = "Cette adresse e-mail est déjà utilisée";

/**
 * Holds `address` until the caller's transaction ends (an advisory lock on PostgreSQL; SQLite writes one at a time) and
 * refuses it when an account other than `written` (the accounts a change writes, which may keep their own) has it.
 */
export async function holdAddress(
  strapi: Core.Strapi,
  address: string,
  written?: Record<string, unknown>,
): Promise<void> {
  await underLock(strapi, `staff-address:${address}`, async () => {
    const users = strapi.db.query(USER_UID);
    const holders: Array<{ id: number }> = await users.findMany({ where: { email: address }, select: ["id"] });
    const own = written
      ? new Set((await users.findMany({ where: written, select: ["id"] })).map(({ id }) => id))
      : null;
    if (holders.some(({ id }) => !own?.has(id))) throw new errors.ApplicationError(ADDRESS_TAKEN);
  });
}

/**
 * One staff account per e-mail address, whichever path writes it (our registration, users-permissions' routes,
 * Strapi's panel, a script): each write of an address holds it until its transaction commits. Strapi 5 makes no
 * unique index of the schema's `unique` (it checks by reading first), and every path checked, then wrote: two admins
 * adding the same newcomer at once made two accounts.
 */
export function oneAccountPerAddress(strapi: Core.Strapi): void {
  const hold = async (data: { email?: unknown } | undefined, written?: Record<string, unknown>) => {
    if (typeof data?.email !== "string" || !data.email) return;
    const address = data.email.trim().toLowerCase();
    data.email = address;
    await holdAddress(strapi, address, written);
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeCreate(event) {
      await hold(event.params.data);
    },
    async beforeUpdate(event) {
      await hold(event.params.data, (event.params.where ?? {}) as Record<string, unknown>);
    },
  });
}
