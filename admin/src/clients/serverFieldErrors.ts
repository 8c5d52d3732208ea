import { HttpError } from "react-admin";
import { z } from "zod";

const messages = z.record(z.string(), z.string());

/** react-admin's contract for server-side validation: `HttpError.body.errors`, keyed by field. */
const raErrorsBody = z.object({ errors: messages });

/** Strapi's 400 answer, as the data provider forwards it today: `error.details.errors`, keyed by dotted path. */
const strapiErrorsBody = z.object({ error: z.object({ details: z.object({ errors: messages }) }) });

/**
 * The per-field messages of a failed call, for a react-admin `<Form onSubmit>` to return (it then
 * shows them under their inputs); none for other failures. Reads react-admin's `body.errors`, and
 * Strapi's `body.error.details.errors` until the data provider maps the latter to the former.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const mapped = raErrorsBody.safeParse(error.body);
  if (mapped.success) return mapped.data.errors;
  const strapi = strapiErrorsBody.safeParse(error.body);
  return strapi.success ? strapi.data.error.details.errors : {};
};
