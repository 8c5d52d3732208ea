import type { Core } from "@strapi/strapi";
import { changedFields } from "@agency/shared";
import { appendEntry } from "./journal";

const USER_UID = "plugin::users-permissions.user";

/** What the journal shows of an account: never its password nor its tokens. */
async function userSnapshot(strapi: Core.Strapi, where: Record<string, unknown>) {
  const user = await strapi.db.query(USER_UID).findOne({ where, populate: ["role"] });
  if (!user) return null;
  return {
    username: user.username,
    email: user.email,
    blocked: Boolean(user.blocked),
    confirmed: Boolean(user.confirmed),
    role: user.role?.name ?? null,
  };
}

/** What `beforeUpdate` and `beforeDelete` keep in the event's state for the `after` hooks. */
type Snapshot = Awaited<ReturnType<typeof userSnapshot>>;
const snapshotBefore = (state: Record<string, unknown>) => (state.before as Snapshot | undefined) ?? null;

/**
 * Staff accounts are written by users-permissions through the query layer,
 * not the document service: their journal entries come from its lifecycles.
 * A new password is recorded as changed, never shown.
 */
export function recordUserChanges(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      event.state.before = await userSnapshot(strapi, event.params.where);
    },
    async beforeDelete(event) {
      event.state.before = await userSnapshot(strapi, event.params.where);
    },
    async afterCreate(event) {
      const after = await userSnapshot(strapi, { id: event.result?.id });
      await appendEntry(strapi, {
        action: "create",
        resource: "users",
        recordId: event.result?.documentId ?? null,
        number: after?.email ?? null,
        changes: changedFields(null, after),
      });
    },
    async afterUpdate(event) {
      const after = await userSnapshot(strapi, { id: event.result?.id });
      const changes: Record<string, unknown> = changedFields(snapshotBefore(event.state), after);
      if (event.params?.data?.password) changes.password = ["•••", "modifié"];
      if (Object.keys(changes).length === 0) return;
      await appendEntry(strapi, {
        action: "update",
        resource: "users",
        recordId: event.result?.documentId ?? null,
        number: after?.email ?? null,
        changes,
      });
    },
    async afterDelete(event) {
      const before = snapshotBefore(event.state);
      if (!before) return;
      await appendEntry(strapi, {
        action: "delete",
        resource: "users",
        recordId: event.result?.documentId ?? null,
        number: before.email,
        changes: changedFields(before, null),
      });
    },
  });
}
