import { HttpError } from "react-admin";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The per-field messages of a refused write, keyed by dotted path ("items.0.quantity"), from the
 * two shapes Strapi answers a 400 with: our controllers' `error.details.errors` record (the shared
 * schemas' messages) and Strapi's own validation, a list of `{ path: [...], message }`.
 */
export const fieldErrorsOf = (body: unknown): Record<string, string> | undefined => {
  if (!isPlainObject(body) || !isPlainObject(body.error) || !isPlainObject(body.error.details)) return undefined;
  const { errors } = body.error.details;
  const entries: Array<[string, string]> = [];
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (!isPlainObject(item) || typeof item.message !== "string" || !Array.isArray(item.path)) continue;
      entries.push([item.path.map(String).join("."), item.message]);
    }
  } else if (isPlainObject(errors)) {
    for (const [path, message] of Object.entries(errors))
      if (typeof message === "string") entries.push([path, message]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/**
 * react-admin's contract for server-side validation: the data provider's HttpError carries the
 * messages in `body.errors`; a form shows each under its input. None for any other failure.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError) || !isPlainObject(error.body) || !isPlainObject(error.body.errors)) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
};
