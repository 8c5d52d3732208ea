import type { Core } from '@strapi/strapi';

const USER_UID = 'plugin::users-permissions.user';

/** Whole seconds: a JWT's `iat` has no finer grain, and a token made in the same second must stay valid. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Sets a new password and ends every session opened before it (see the JWT check in the users-permissions extension). */
  async setPassword(userId: number, password: string): Promise<void> {
    await strapi.plugin('users-permissions').service('user').edit(userId, { password });
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { passwordChangedAt: toSecond(new Date()) } });
  },

  /** A token issued before the last password change no longer opens a session. */
  async isTokenRevoked(userId: number, issuedAtSeconds: number | undefined): Promise<boolean> {
    const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['passwordChangedAt'] });
    if (!row?.passwordChangedAt) return false;
    return (issuedAtSeconds ?? 0) * 1000 < new Date(row.passwordChangedAt).getTime();
  },
});
