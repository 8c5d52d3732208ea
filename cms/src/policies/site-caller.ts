import type { PolicyContext } from "../utils/context";
import { errors } from "@strapi/utils";
import { isSiteCall } from "../auth/visitor";

/**
 * The client documents' API answers the site's server only: any other caller gets the 404 of an unknown address,
 * so that the API tells nothing of what it serves.
 */
export default (policyContext: PolicyContext & { request: { get(name: string): string } }) => {
  if (!isSiteCall({ get: (name) => policyContext.request.get(name) })) throw new errors.NotFoundError("Not Found");
  return true;
};
