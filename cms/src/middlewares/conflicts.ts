import type { Context } from "../utils/context";
import { ConflictError } from "../sales/conflict";

/** Answers the book of record's refusals with 409 and Strapi's error body, whichever layer raised them. */
export default () => async (ctx: Context, next: () => Promise<void>) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    ctx.status = 409;
    ctx.body = {
      data: null,
      error: { status: 409, name: "ConflictError", message: error.message, details: error.details ?? {} },
    };
  }
};
