import { errors } from "@strapi/utils";
import { STALE_EDIT_MESSAGE } from "@agency/shared";

/**
 * A write the book of record refuses (a frozen field, a deletion, a number
 * that goes back): answered 409 by the `global::conflicts` middleware on every
 * route, the API's and Strapi's panel's alike.
 */
export class ConflictError extends errors.ApplicationError {
  readonly httpStatus: number = 409;
  readonly errorName: string = "ConflictError";

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
  }
}

/** A save made on a version of the record that is no longer the stored one (`If-Match`): 412 Precondition Failed. */
export class StaleEditError extends ConflictError {
  override readonly httpStatus = 412;
  override readonly errorName = "PreconditionFailedError";

  constructor(message: string = STALE_EDIT_MESSAGE) {
    super(message, { reason: "stale" });
  }
}
