import { z } from "zod";

/** "Ce champ ne doit pas dépasser 100 caractères." */
export function tooLongMessage(max: number): string {
  return `Ce champ ne doit pas dépasser ${max} caractères.`;
}

export const INVALID_DATE_MESSAGE = "Veuillez saisir une date valide (AAAA-MM-JJ).";

/** A required, trimmed text: missing, null, blank or shorter than `min` all give `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, min = 1) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(min, { error: requiredMessage, abort: true })
    .max(max, tooLongMessage(max));
}

/** An optional, trimmed text; null is accepted because forms send it for a cleared input. */
export function optionalText(max: number) {
  return z.string().trim().max(max, tooLongMessage(max)).nullish();
}

// zod's own pattern: strict enough to catch typos, shared by browser and server.
const EMAIL_PATTERN = z.regexes.email;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A required e-mail address; one message for missing and malformed, as the forms show it. */
export function emailField(message: string) {
  return z.string({ error: message }).trim().max(254, tooLongMessage(254)).refine(isEmailAddress, { error: message });
}

/** Arabic-Indic and Persian digits ("٠٦١٢", "۰۶۱۲") as the Latin ones, so a number typed on an Arabic keyboard counts. */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/**
 * Phone numbers as people type them: "+212 6 12 34 56 78", "0522-00-00-00",
 * "(0522) 00 00 00". Between 8 and 15 digits (E.164 maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) {
    return false;
  }
  const digits = value.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-02-28" or a full ISO date-time such as "2026-02-28T10:00:00.000Z"; real calendar dates only. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    return false;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return false;
  }
  // Absent time parts are NaN here, which fails no comparison.
  return !((hours ?? 0) > 23 || (minutes ?? 0) > 59 || (seconds ?? 0) > 59);
}

/** Calendar day of an ISO date or date-time, for comparisons ("2026-02-28"). */
export function isoDay(value: string): string {
  return value.slice(0, 10);
}

/** A required date as an ISO string. */
export function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, { error: INVALID_DATE_MESSAGE });
}

/**
 * Reference to another record: a Strapi documentId (string) or a numeric id.
 * Missing, null, blank or non-positive all give `message`.
 */
export function entityIdField(message: string) {
  return z.union([z.string().trim().min(1, message).max(64, message), z.number().int(message).positive(message)], {
    error: message,
  });
}
