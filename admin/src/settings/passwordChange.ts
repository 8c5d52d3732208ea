import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { updatePasswordSchema } from "@agency/shared";
import { distinctFieldMessages } from "../fields/formErrors";

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
export type PasswordChangeField = (typeof PASSWORD_FIELDS)[number];
export type PasswordChange = z.output<typeof updatePasswordSchema>;

export const emptyPasswordChange: Record<PasswordChangeField, string> = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

const checkPasswords = zodResolver(updatePasswordSchema as z.ZodType<PasswordChange, FieldValues>);

/**
 * The form's validation: the shared `updatePasswordSchema` (all filled, then matching, then long
 * enough). A message several fields share, "Veuillez remplir tous les champs", is written once,
 * under the first of them; the others are still flagged.
 */
export const passwordChangeResolver: Resolver<FieldValues, unknown, PasswordChange> = async (
  values,
  context,
  options,
) => {
  const result = await checkPasswords(values, context, options);
  const flagged = PASSWORD_FIELDS.filter((field) => result.errors[field] !== undefined);
  if (flagged.length === 0) return result;
  const messages = distinctFieldMessages(
    Object.fromEntries(flagged.map((field) => [field, String(result.errors[field]?.message ?? "")])),
    PASSWORD_FIELDS,
  );
  const errors: FieldErrors = {};
  for (const field of flagged) errors[field] = { type: "validate", message: messages[field] ?? "" };
  return { values: {}, errors };
};
