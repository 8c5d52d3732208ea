import type { Core } from "@strapi/strapi";

const USER_UID = "plugin::users-permissions.user";

/**
 * Whatever writes a new password (reset, update, an admin's PUT /api/users/:id,
 * Strapi's panel), the change time is recorded with it, to the millisecond:
 * every token issued up to that instant is refused from then on.
 */
export function recordPasswordChanges(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeUpdate(event) {
      if (event.params?.data?.password) event.params.data.passwordChangedAt = new Date();
    },
  });
}

/** When the token was made, in ms: our own claim, or the standard one (whole seconds) for tokens made before it existed. */
export const issuedAtMs = (payload: { iat?: number; iatMs?: unknown }): number =>
  typeof payload.iatMs === "number" ? payload.iatMs : (payload.iat ?? 0) * 1000;
