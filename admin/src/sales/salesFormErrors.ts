import { FORM_ERROR_KEY, zodFieldErrors } from "@agency/shared";
import { HttpError } from "react-admin";
import { set, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { serverFieldErrors } from "../providers/fieldErrors";

/** One message per field, keyed by dotted path ("items.0.quantity"), as schema and API give them. */
export type FieldMessages = Record<string, string>;

/**
 * Where a message shows in the form. Rules on the whole list of lines ("at least one line",
 * "every line complete") are keyed "items"; react-hook-form keeps a field array's own error
 * under `items.root`, beside the lines' own errors. Form-wide messages go to `root`.
 */
export const formErrorPath = (path: string): string => {
  if (path === "items") return "items.root";
  return path === FORM_ERROR_KEY ? "root" : path;
};

/** Field messages in react-hook-form's nested error shape. */
export const toFieldErrors = <V extends FieldValues>(messages: FieldMessages): FieldErrors<V> => {
  const errors: FieldErrors<V> = {};
  for (const [path, message] of Object.entries(messages)) {
    set(errors, formErrorPath(path), { type: "validate", message });
  }
  return errors;
};

/**
 * Validates a form with the shared schema the server also applies: the form values become
 * the API payload, the schema checks it, and a valid payload is what the submit handler gets.
 */
export const schemaResolver =
  <V extends FieldValues, P>(schema: z.ZodType<P>, toPayload: (values: V) => unknown): Resolver<V, unknown, P> =>
  (values) => {
    const result = schema.safeParse(toPayload(values));
    return result.success
      ? { values: result.data, errors: {} }
      : { values: {}, errors: toFieldErrors<V>(zodFieldErrors(result.error)) };
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Field messages of a failed save: a 400's are in the data provider's `body.errors`; a 409 means
 * the document number is taken, so its message goes under the number field as well as in the notification.
 */
export const saveFieldErrors = (error: unknown, numberField: string): FieldMessages => {
  if (error instanceof HttpError && error.status === 409 && isRecord(error.body) && isRecord(error.body.error)) {
    const { message } = error.body.error;
    if (typeof message === "string") return { [numberField]: message };
  }
  return serverFieldErrors(error);
};
