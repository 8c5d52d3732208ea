import type { PolicyContext } from "../utils/context";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { accountAddress } from "../auth/one-address";

const USER_UID = "plugin::users-permissions.user";

const roleIdOf = (role: unknown): number | null => {
  if (role === null || role === undefined || role === "") return null;
  const id = typeof role === "object" ? (role as { id?: unknown }).id : role;
  return Number.isInteger(Number(id)) ? Number(id) : NaN;
};

/**
 * Another account's password, e-mail or role is changed only after a code
 * verified for that account (purpose `user-update`), like a deletion: a stolen
 * admin session alone cannot take over other accounts. The code is used up.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const body = policyContext.request.body ?? {};
  const data = body.data && typeof body.data === "object" ? body.data : body;
  const id = Number(policyContext.params.id);
  const target = await strapi.db
    .query(USER_UID)
    .findOne({ where: { id }, select: ["id", "email"], populate: ["role"] });
  if (!target) return true;
  const emailChanged =
    data.email !== undefined && accountAddress(String(data.email)) !== accountAddress(String(target.email));
  const roleChanged = data.role !== undefined && roleIdOf(data.role) !== (target.role?.id ?? null);
  // Unchanged as read here, so left out of the write: a change made meanwhile by another admin (a demotion, a new
  // address, each with its code) is not written back by a request that read the account before it.
  if (!emailChanged) delete data.email;
  if (!roleChanged) delete data.role;
  const sensitive = (data.password !== undefined && data.password !== null) || emailChanged || roleChanged;
  if (!sensitive) return true;
  const consumed = await strapi.service("api::one-time-code.one-time-code").consume({
    userId: policyContext.state.user.id,
    purpose: "user-update",
    resource: "users",
    recordId: String(id),
  });
  if (!consumed) {
    throw new errors.PolicyError(
      "Code de vérification requis : vérifiez le code reçu par e-mail avant de changer le mot de passe, l'adresse e-mail ou le rôle d'un utilisateur.",
    );
  }
  return true;
};
