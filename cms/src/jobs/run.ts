import { firstZodMessage, jobRunSchema, zodFieldErrors } from "@agency/shared";
import type { Context } from "../utils/context";

/** A route that runs part of the daily job for the `{ date }` it is given, so that tests and a late server catch up. */
export const jobRun =
  (run: (date: string | undefined) => Promise<unknown>) =>
  async (ctx: Context): Promise<void> => {
    const parsed = jobRunSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success)
      return void ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
    ctx.body = { data: await run(parsed.data.date) };
  };
