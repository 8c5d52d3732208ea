import type { Context } from "../utils/context";
import { ConflictError } from "../sales/conflict";

/** Answers the book of record's refusals (409) and stale saves (412) with Strapi's error body, whichever layer raised them. */
export default () => async (ctx: Context, next: () => Promise<void>) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    ctx.status = error.httpStatus;
    ctx.body = {
      data: null,
      error: { status: error.httpStatus, name: error.errorName, message: error.message, details: error.details ?? {} },
    };
  }
};
