import { HttpError } from "react-admin";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The per-field messages of a refused write (sales contract): `error.details.errors`, keyed
 * by dotted path such as `items.0.quantity`. Anything else in that place is ignored.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError) || !isPlainObject(error.body)) return {};
  const { error: strapiError } = error.body;
  if (!isPlainObject(strapiError) || !isPlainObject(strapiError.details)) return {};
  const { errors } = strapiError.details;
  if (!isPlainObject(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
};
