import { errors } from "@strapi/utils";

/**
 * A write the book of record refuses (a frozen field, a deletion, a number
 * that goes back): answered 409 by the `global::conflicts` middleware on every
 * route, the API's and Strapi's panel's alike.
 */
export class ConflictError extends errors.ApplicationError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
  }
}
