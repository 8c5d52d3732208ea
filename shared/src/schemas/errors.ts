import { z } from "zod";

/** Fallback when a failed validation carries no message at all. */
export const GENERIC_VALIDATION_MESSAGE = "Les données saisies ne sont pas valides.";

/** Key under which issues about the whole form (empty path) are reported. */
export const FORM_ERROR_KEY = "_form";

/** The parts of a zod error we read; any ZodError fits. */
export type ValidationIssues = {
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>;
};

/** The first message, for a toast or a server's 400 answer. */
export function firstZodMessage(error: ValidationIssues): string {
  return error.issues[0]?.message ?? GENERIC_VALIDATION_MESSAGE;
}

function pathKey(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? FORM_ERROR_KEY : path.map((part) => String(part)).join(".");
}

/**
 * One message per field, keyed by dotted path ("items.0.quantity"), keeping
 * the first message when a field has several.
 */
export function zodFieldErrors(error: ValidationIssues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = pathKey(issue.path);
    if (!(key in errors)) {
      errors[key] = issue.message;
    }
  }
  return errors;
}

/** Error option for form objects: a body that is not an object at all gets a French message too. */
export const OBJECT_ERROR = { error: GENERIC_VALIDATION_MESSAGE } as const;

/**
 * Switches zod's built-in messages (those no schema here overrides, e.g. an
 * unexpected type on an optional field) to French. Global to the zod
 * instance, so each app calls it once at start-up rather than on import.
 */
export function enableFrenchZodMessages(): void {
  z.config(z.locales.fr());
}
