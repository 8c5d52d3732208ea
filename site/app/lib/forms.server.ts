import { contactFormMessage, contactSchema, MESSAGES, subscriberSchema } from "@agency/shared";
import type { TFunction } from "i18next";
import { cmsPost } from "./cms.server";
import { visitorAddress } from "./visitor.server";

/**
 * The two public forms, checked with the same shared zod schemas as the cms,
 * then sent to it. Answers carry a message in the visitor's language.
 */

export type FormResult = { ok: true; message: string } | { ok: false; error: string; values?: Record<string, string> };

const CONTACT_FIELDS = ["name", "email", "phone", "service", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

function contactError(t: TFunction, message: string): string {
  switch (message) {
    case MESSAGES.allFieldsRequired:
      return t("contactForm.errors.required");
    case MESSAGES.contactEmail:
      return t("contactForm.errors.email");
    case MESSAGES.contactPhone:
      return t("contactForm.errors.phone");
    case MESSAGES.contactService:
      return t("contactForm.errors.service");
    default:
      return t("contactForm.errors.tooLong");
  }
}

export async function sendContactForm(request: Request, formData: FormData, t: TFunction): Promise<FormResult> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(formData.get(field) ?? "")]));
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, error: contactError(t, contactFormMessage(parsed.error)), values };
  }
  const answer = await cmsPost("/api/contact", parsed.data, visitorAddress(request));
  if (answer.ok) return { ok: true, message: t("contactForm.success") };
  const error = answer.status === 429 ? t("contactForm.errors.tooMany") : t("contactForm.errors.send");
  return { ok: false, error, values };
}

export async function subscribeToNewsletter(request: Request, formData: FormData, t: TFunction): Promise<FormResult> {
  const values = { email: String(formData.get("email") ?? "") };
  const parsed = subscriberSchema.safeParse(values);
  if (!parsed.success) return { ok: false, error: t("newsletter.invalid"), values };
  const answer = await cmsPost("/api/subscribers", parsed.data, visitorAddress(request));
  if (answer.ok) return { ok: true, message: t("newsletter.success") };
  const error = answer.status === 429 ? t("newsletter.tooMany") : t("newsletter.error");
  return { ok: false, error, values };
}
