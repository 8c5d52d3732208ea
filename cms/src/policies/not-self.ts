import type { PolicyContext } from "../utils/context";
import { errors } from "@strapi/utils";

/** An admin cannot delete their own account. */
export default (policyContext: PolicyContext) => {
  const user = policyContext.state.user;
  if (user && String(policyContext.params.id) === String(user.id)) {
    throw new errors.PolicyError("Vous ne pouvez pas supprimer votre propre compte");
  }
  return true;
};
