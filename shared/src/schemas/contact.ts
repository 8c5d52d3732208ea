import { z } from "zod";
import { CONTACT_SERVICES, DEFAULT_SUBSCRIBER_SOURCE } from "../labels/content.js";
import { emailField, isEmailAddress, isPhoneNumber, latinDigits, requiredText, tooLongMessage } from "./common.js";
import { firstZodMessage, OBJECT_ERROR, type ValidationIssues } from "./errors.js";
import { MESSAGES } from "./messages.js";

const REQUIRED = MESSAGES.allFieldsRequired;

/** Public contact form: every field required with one message, then formats and lengths. */
export const contactSchema = z.object(
  {
    name: requiredText(REQUIRED, 100),
    email: requiredText(REQUIRED, 254).refine(isEmailAddress, { error: MESSAGES.contactEmail }),
    phone: requiredText(REQUIRED, 30).overwrite(latinDigits).refine(isPhoneNumber, { error: MESSAGES.contactPhone }),
    service: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED, abort: true })
      .pipe(z.enum(CONTACT_SERVICES, { error: MESSAGES.contactService })),
    message: requiredText(REQUIRED, 5000),
  },
  OBJECT_ERROR,
);

/**
 * The one message the contact form answers: "Tous les champs sont requis" while any field is missing, even when
 * another is malformed, as spec 000 §5 words it; then the first other problem.
 */
export function contactFormMessage(error: ValidationIssues): string {
  return error.issues.some((issue) => issue.message === REQUIRED) ? REQUIRED : firstZodMessage(error);
}

/**
 * What the back-office may change of a message received: whether it is read. Its sender, address and text are the
 * visitor's (a reply goes to the stored address), and its replies are written by the reply only.
 */
export const messageStatusSchema = z.strictObject(
  { read: z.boolean({ error: MESSAGES.messageReadOnly }) },
  { error: MESSAGES.messageReadOnly },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** Newsletter sign-up. The address is lower-cased so that one person subscribes once. */
export const subscriberSchema = z.object(
  {
    email: emailField(MESSAGES.emailAddress).transform((email) => email.toLowerCase()),
    source: z
      .string()
      .trim()
      .max(100, tooLongMessage(100))
      .nullish()
      .transform((source) => source || DEFAULT_SUBSCRIBER_SOURCE),
  },
  OBJECT_ERROR,
);

export type SubscriberInput = z.input<typeof subscriberSchema>;
export type SubscriberData = z.output<typeof subscriberSchema>;
