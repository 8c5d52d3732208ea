import { z } from "zod";
import { isOverdue } from "../rules/balance.js";
import { formatFrenchDate } from "../rules/dates.js";
import { DEFAULT_MAIL_TEMPLATE, fillMailTemplate } from "../rules/mail-template.js";
import { formatDH } from "../rules/money.js";
import { emailField, requiredText } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

/** At most this many copies: a document goes to a client and its accountant, not to a list. */
export const DOCUMENT_MAIL_MAX_CC = 5;

/** "Envoyer par e-mail" of an invoice, quote or credit note: the server makes and attaches the PDF itself. */
export const documentMailSchema = z.object(
  {
    to: emailField(MESSAGES.emailAddress),
    cc: z
      .array(emailField(MESSAGES.emailAddress))
      .max(DOCUMENT_MAIL_MAX_CC, `${DOCUMENT_MAIL_MAX_CC} adresses en copie au plus.`)
      .default([]),
    subject: requiredText(MESSAGES.deliveryMailSubject, 200),
    message: requiredText(MESSAGES.deliveryMailMessage, 5000),
  },
  OBJECT_ERROR,
);

export type DocumentMailInput = z.input<typeof documentMailSchema>;
export type DocumentMail = z.output<typeof documentMailSchema>;

/** The document a mail carries, as its template names it. */
export interface MailedDocument {
  /** "la facture", "le devis", "l'avoir". */
  kind: "invoice" | "quote" | "creditNote";
  number: string;
  clientName: string;
  totalAmount: number;
  /** The due date of an invoice, the validity of a quote. */
  date?: string | null;
  companyName: string;
  /** A quote's status: an accepted one is no longer an offer with a validity. */
  status?: string | null;
  /** An issued invoice's standing on the day it is mailed; without it, a new invoice, nothing paid yet. */
  standing?: InvoiceStanding;
}

/** An invoice's state and payment status, what is still due on it, and on which day (Casablanca). */
export interface InvoiceStanding {
  state: string;
  status: string;
  amountDue: number;
  today: string;
}

const NAMES = {
  invoice: { type: "Facture", document: "notre facture" },
  quote: { type: "Devis", document: "notre devis" },
  creditNote: { type: "Avoir", document: "notre avoir" },
} as const;

/**
 * What an invoice's mail says of its payment, as the invoice stands the day it is sent: a copy of a paid invoice, or
 * one sent again once past due, must not ask for payment by a date gone or of what was already paid.
 */
function paymentSentence(dueDate: string, total: number, standing: InvoiceStanding | undefined): string {
  const date = formatFrenchDate(dueDate);
  if (standing?.state === "cancelled") return "Elle a été annulée par avoir.";
  if (standing && standing.amountDue <= 0) return "Elle est entièrement réglée ; merci.";
  const rest = standing ? formatDH(standing.amountDue) : null;
  if (standing && isOverdue({ ...standing, dueDate }, standing.today))
    return `Elle était payable le ${date} ; il reste ${rest} à régler.`;
  if (standing && standing.amountDue < total) return `Il reste ${rest} à régler, au plus tard le ${date}.`;
  return `Elle est payable au plus tard le ${date}.`;
}

const dateSentence = (document: MailedDocument): string => {
  if (document.kind === "quote" && document.status === "accepted")
    return "Vous l'avez accepté : merci de votre confiance.";
  if (!document.date || document.kind === "creditNote") return "";
  return document.kind === "invoice"
    ? paymentSentence(document.date, document.totalAmount, document.standing)
    : `Il est valable jusqu'au ${formatFrenchDate(document.date)}.`;
};

/** The settings' template; a blank part is the default's. */
export interface MailTemplate {
  subject?: string | null;
  message?: string | null;
}

/** The subject and message the send dialog proposes, in French, from the settings' template; the PDF attached by the server. */
export function documentMailDraft(
  document: MailedDocument,
  template: MailTemplate = {},
): { subject: string; message: string } {
  const values = {
    ...NAMES[document.kind],
    numero: document.number,
    client: document.clientName,
    montant: formatDH(document.totalAmount),
    echeance: dateSentence(document),
    societe: document.companyName,
  };
  return {
    subject: fillMailTemplate(template.subject?.trim() || DEFAULT_MAIL_TEMPLATE.subject, values),
    message: fillMailTemplate(template.message?.trim() || DEFAULT_MAIL_TEMPLATE.message, values),
  };
}

/** What a reminder (relance) says of the invoice it is about. */
export interface RemindedInvoice {
  number: string;
  amountDue: number;
  dueDate: string;
  /** Days since the due date on the reminder's day (a late run may send an earlier offset's reminder). */
  daysLate: number;
  companyName: string;
}

/** The reminder the daily job mails for an unpaid invoice, the invoice's PDF attached. */
export function reminderMailDraft(invoice: RemindedInvoice): { subject: string; message: string } {
  return {
    subject: `Relance : facture ${invoice.number} — ${invoice.companyName}`,
    message: [
      "Bonjour,",
      "",
      `Sauf erreur de notre part, notre facture ${invoice.number}, échue le ${formatFrenchDate(invoice.dueDate)} (il y a ${invoice.daysLate} jours), reste due pour un montant de ${formatDH(invoice.amountDue)}.`,
      "",
      "Nous vous remercions de bien vouloir procéder à son règlement ; si celui-ci est déjà en cours, merci de ne pas tenir compte de ce message.",
      "",
      "Vous trouverez la facture ci-jointe.",
      "",
      "Cordialement,",
      invoice.companyName,
    ].join("\n"),
  };
}
