import { HttpError } from "react-admin";
import { z } from "zod";
import { userCreateSchema, zodFieldErrors, type UserCreateData } from "@agency/shared";

export const USER_FIELDS = ["name", "email", "password", "role"] as const;
export type UserField = (typeof USER_FIELDS)[number];
export type UserFormValues = Record<UserField, string>;

export const emptyUserForm: UserFormValues = { name: "", email: "", password: "", role: "" };

/** "Créer l'utilisateur" stays disabled until every field holds something (spec 000 point 2). */
export const isUserFormComplete = (values: UserFormValues): boolean =>
  values.name.trim() !== "" && values.email.trim() !== "" && values.password !== "" && values.role !== "";

export type UserFormCheck = { ok: true; data: UserCreateData } | { ok: false; errors: Record<string, string> };

/** The browser runs the server's own rules before asking for a code. */
export const checkUserForm = (values: UserFormValues): UserFormCheck => {
  const parsed = userCreateSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
};

const strapiDetailsSchema = z.object({
  error: z.object({ details: z.object({ errors: z.record(z.string(), z.unknown()) }) }),
});

/**
 * Field errors Strapi attaches to a refused registration (`error.details.errors`), kept
 * for the form's own fields only, so that they show under those fields.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const parsed = strapiDetailsSchema.safeParse(error.body);
  if (!parsed.success) return {};
  const { errors } = parsed.data.error.details;
  const kept: Record<string, string> = {};
  for (const field of USER_FIELDS) {
    const message = errors[field];
    if (typeof message === "string") kept[field] = message;
  }
  return kept;
};
