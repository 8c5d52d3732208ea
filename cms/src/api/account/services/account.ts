import type { Core } from "@strapi/strapi";
import { issuedAtMs } from "../../../auth/sessions";

const USER_UID = "plugin::users-permissions.user";

const changedAt = async (strapi: Core.Strapi, userId: number): Promise<number | null> => {
  const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ["passwordChangedAt"] });
  return row?.passwordChangedAt ? new Date(row.passwordChangedAt).getTime() : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Sets a new password (the change time is recorded by the users lifecycle, see auth/sessions) and
   * returns once the clock has passed that millisecond, so a token issued next is after the change.
   */
  async setPassword(userId: number, password: string): Promise<void> {
    await strapi.plugin("users-permissions").service("user").edit(userId, { password });
    const changed = (await changedAt(strapi, userId)) ?? Date.now();
    while (Date.now() <= changed) await new Promise((resolve) => setTimeout(resolve, 1));
  },

  /** A token issued at or before the last password change no longer opens a session. */
  async isTokenRevoked(userId: number, payload: { iat?: number; iatMs?: unknown }): Promise<boolean> {
    const changed = await changedAt(strapi, userId);
    return changed !== null && issuedAtMs(payload) <= changed;
  },
});
