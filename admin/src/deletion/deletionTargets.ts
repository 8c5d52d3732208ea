import type { ResourceName } from "../providers/strapiQuery";
import type { CodeStep } from "./codeFlow";

/**
 * Credit notes and journal entries are part of the book: never deleted. A retainer is stopped (made inactive),
 * not deleted: the invoices it made keep their recurrence key. The outbox's mails are a record of what was sent.
 */
export type DeletableResource = Exclude<ResourceName, "creditNotes" | "auditEntries" | "recurringInvoices" | "mails">;

/**
 * Collection names the delete-otp endpoints expect. They are the API's names, not
 * react-admin's, and not always the REST path: messages stay "messages" though they are
 * read from /api/contact.
 */
export const otpCollections = {
  clients: "clients",
  invoices: "invoices",
  quotes: "quotes",
  delivery: "deliveries",
  messages: "messages",
  subscribers: "subscribers",
  posts: "articles",
  users: "users",
  payments: "payments",
} as const satisfies Record<DeletableResource, string>;

const SALES_BOOK: ReadonlySet<DeletableResource> = new Set(["clients", "invoices", "quotes", "delivery", "payments"]);

/** Translation key of a resource's deletion outcome (i18n/fr.ts, app.deletion.outcomes). */
export const outcomeKey = <R extends DeletableResource, O extends "success" | "failure">(resource: R, outcome: O) =>
  `app.deletion.outcomes.${resource}.${outcome}` as const;

/** What the server answered to a failed step: its own words, if any, and the HTTP status. */
export interface ServerAnswer {
  message?: string;
  status?: number;
}

/**
 * What a failed step notifies: a translation key, or the server's own words.
 * - The server's refusal to delete one's own account is shown as it is: it says why.
 * - So is the book of record's refusal (409: an issued invoice, a client with documents), at whatever step it comes.
 * - A failed code request has one message for every resource (spec 000 point 8).
 * - Clients show the server's message when there is one (spec 001 point 8), as do the other
 *   records of the sales book.
 */
export const failureMessage = (
  resource: DeletableResource,
  step: CodeStep,
  server: ServerAnswer,
  ownAccountRefusal: string,
): string => {
  const { message, status } = server;
  if (message === ownAccountRefusal) return message;
  if (status === 409 && message) return message;
  if (step === "generate") return "app.deletion.send_failed";
  if (SALES_BOOK.has(resource) && message) return message;
  return outcomeKey(resource, "failure");
};

/**
 * A wrong or expired code is said as such: at the verification step the resource's failure
 * message (the spec's words) is followed by the server's reason ("Code de vérification incorrect").
 */
export const withCodeReason = (
  message: string,
  step: CodeStep,
  serverMessage: string | undefined,
  translate: (key: string) => string,
): string =>
  step === "verify" && serverMessage && message.startsWith("app.")
    ? `${translate(message)} : ${serverMessage}`
    : message;
