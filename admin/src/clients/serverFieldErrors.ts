import { HttpError } from "react-admin";
import { z } from "zod";

/** Strapi's 400 answer carries the failing fields as `error.details.errors`, keyed by dotted path. */
const fieldErrorsBody = z.object({
  error: z.object({ details: z.object({ errors: z.record(z.string(), z.string()) }) }),
});

/** The per-field messages of a failed call, to show under the inputs; none for other failures. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const body = fieldErrorsBody.safeParse(error.body);
  return body.success ? body.data.error.details.errors : {};
};
