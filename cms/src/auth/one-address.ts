import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { underLock } from "../utils/database";

const USER_UID = "plugin::users-permissions.user";

export const ADDRESS_TAKEN = "Cette adresse e-mail est déjà utilisée";
export const USERNAME_TAKEN = "Cet identifiant est déjà utilisé";

/** An account's address as stored and compared: without surrounding spaces, in lower case. */
export const accountAddress = (email: string): string => email.trim().toLowerCase();

/** What identifies an account, each held under its own lock name and refused with its own message. */
const IDENTIFIERS = {
  email: { lock: "staff-address", taken: ADDRESS_TAKEN },
  username: { lock: "staff-username", taken: USERNAME_TAKEN },
} as const;

type Identifier = keyof typeof IDENTIFIERS;

/**
 * Holds `value` of `field` until the caller's transaction ends (an advisory lock on PostgreSQL; SQLite writes one at
 * a time) and refuses it when an account other than `written` (the accounts a change writes, which may keep their
 * own) has it.
 */
async function holdIdentifier(
  strapi: Core.Strapi,
  field: Identifier,
  value: string,
  written?: Record<string, unknown>,
): Promise<void> {
  await underLock(strapi, `${IDENTIFIERS[field].lock}:${value}`, async () => {
    const users = strapi.db.query(USER_UID);
    const holders: Array<{ id: number }> = await users.findMany({ where: { [field]: value }, select: ["id"] });
    const own = written
      ? new Set((await users.findMany({ where: written, select: ["id"] })).map(({ id }) => id))
      : null;
    if (holders.some(({ id }) => !own?.has(id))) throw new errors.ApplicationError(IDENTIFIERS[field].taken);
  });
}

/** Holds an e-mail address for the caller's transaction, refused when another account has it. */
export const holdAddress = (strapi: Core.Strapi, address: string, written?: Record<string, unknown>) =>
  holdIdentifier(strapi, "email", address, written);

/**
 * One staff account per e-mail address and per username, whichever path writes it (our registration,
 * users-permissions' routes, Strapi's panel, a script): each write of either holds it until its transaction commits.
 * Strapi 5 makes no unique index of the schema's `unique` (it checks by reading first), and every path checked, then
 * wrote: two admins adding the same newcomer at once made two accounts. Addresses are compared in lower case;
 * usernames as users-permissions compares them, as typed.
 */
export function oneAccountPerAddress(strapi: Core.Strapi): void {
  const hold = async (data: { email?: unknown; username?: unknown } | undefined, written?: Record<string, unknown>) => {
    if (typeof data?.email === "string" && data.email) {
      const address = accountAddress(data.email);
      data.email = address;
      await holdIdentifier(strapi, "email", address, written);
    }
    if (typeof data?.username === "string" && data.username) {
      await holdIdentifier(strapi, "username", data.username, written);
    }
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
