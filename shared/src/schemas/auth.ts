import { z } from "zod";
import { USER_ROLES } from "../labels/users.js";
import { emailField, requiredText, tooLongMessage } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt, which Strapi uses, only reads the first 72 bytes of a password. */
export const PASSWORD_MAX_BYTES = 72;

function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A new password; never trimmed, since spaces are legitimate characters in one. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .refine((password) => utf8Length(password) <= PASSWORD_MAX_BYTES, { error: MESSAGES.passwordTooLong });

export const userCreateSchema = z.object(
  {
    name: z.string({ error: MESSAGES.userName }).trim().min(1, MESSAGES.userName).max(100, tooLongMessage(100)),
    email: emailField(MESSAGES.clientEmail),
    password: passwordSchema,
    role: z.enum(USER_ROLES, { error: MESSAGES.userRole }),
  },
  OBJECT_ERROR,
);

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreateData = z.output<typeof userCreateSchema>;

/** The one-time code: exactly six digits. */
export const otpCodeSchema = z
  .string({ error: MESSAGES.otpCode })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpCode);

/** What a code input keeps of a keystroke or a paste: digits only, at most 6. */
export function normaliseOtpInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

export const forgotPasswordSchema = z.object(
  {
    email: emailField(MESSAGES.emailAddress),
  },
  OBJECT_ERROR,
);

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordBaseSchema = z.object(
  {
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordsMismatch }),
  },
  OBJECT_ERROR,
);

export const resetPasswordSchema = resetPasswordBaseSchema.superRefine((value, ctx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsMismatch });
  }
});

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

const UPDATE_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/**
 * Security tab of the settings: the checks run in the order the screen shows
 * them (all fields filled, then the two new passwords match, then length), so
 * the first message is the one the old screen gave.
 */
export const updatePasswordSchema = z
  .object(
    {
      currentPassword: z.string({ error: MESSAGES.fillAllFields }),
      newPassword: z.string({ error: MESSAGES.fillAllFields }),
      confirmPassword: z.string({ error: MESSAGES.fillAllFields }),
    },
    OBJECT_ERROR,
  )
  .superRefine((value, ctx) => {
    const empty = UPDATE_FIELDS.filter((field) => value[field] === "");
    if (empty.length > 0) {
      for (const field of empty) {
        ctx.addIssue({ code: "custom", path: [field], message: MESSAGES.fillAllFields });
      }
      return;
    }
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsMismatch });
    }
    const strength = passwordSchema.safeParse(value.newPassword);
    if (!strength.success) {
      for (const issue of strength.error.issues) {
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: issue.message });
      }
    }
  });

export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/**
 * The settings' "Général" tab: the company's name and professional e-mail (spec 000 point 2),
 * within the lengths of the cms's company-setting type.
 */
export const companySettingsSchema = z.object(
  {
    name: requiredText(MESSAGES.companyName, 150),
    email: emailField(MESSAGES.emailAddress),
  },
  OBJECT_ERROR,
);

export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettingsData = z.output<typeof companySettingsSchema>;
