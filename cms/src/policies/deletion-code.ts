import type { PolicyContext } from "../utils/context";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { ConflictError } from "../sales/conflict";
import { deletionRefusal, GUARDED_RESOURCES } from "../sales/deletion-guard";

interface DeletionCodeConfig {
  /** Collection name as the code calls give it (`invoices`, `messages`...). */
  resource: string;
  /** A user creation: the code is bound to no record. */
  creation?: boolean;
}

/**
 * A deletion (or a user creation) goes through only when the same signed-in
 * user verified a code for that very record within 10 minutes; it uses the code up.
 */
export default async (
  policyContext: PolicyContext,
  config: DeletionCodeConfig,
  { strapi }: { strapi: Core.Strapi },
) => {
  const user = policyContext.state.user;
  if (!user) return false;
  // A record the book of record keeps is refused before the code is used up: the code stays valid.
  const guarded = config.creation ? undefined : GUARDED_RESOURCES[config.resource];
  const refusal = guarded ? await deletionRefusal(strapi, guarded, String(policyContext.params.id ?? "")) : null;
  if (refusal) throw new ConflictError(refusal);
  const consumed = await strapi.service("api::one-time-code.one-time-code").consume({
    userId: user.id,
    purpose: config.creation ? "user-creation" : "deletion",
    resource: config.resource,
    recordId: config.creation ? "" : String(policyContext.params.id ?? ""),
  });
  if (!consumed) {
    throw new errors.PolicyError(
      config.creation
        ? "Code de vérification requis : vérifiez le code reçu par e-mail avant de créer un utilisateur."
        : "Code de vérification requis : vérifiez le code reçu par e-mail avant de supprimer cet élément.",
    );
  }
  return true;
};
