import { z } from "zod";
import type { DocumentMail } from "../documents/documentMail";
import { apiFetch } from "./http";
import { collections, type ResourceName } from "./strapiQuery";

/** The documents the server proposes a mail for and sends with their PDF. */
export type MailedResource = Extract<ResourceName, "invoices" | "quotes" | "creditNotes">;

const mailDraftAnswer = z.object({ to: z.string(), cc: z.array(z.string()), subject: z.string(), message: z.string() });

const mailSentAnswer = z.object({ message: z.string() });

/** The server's sentence for a mail sent, e.g. "La facture a été envoyée par e-mail." */
export const readMailSent = (body: unknown): string => mailSentAnswer.parse(body).message;

const mailPath = (resource: MailedResource, id: string, action: "mail-draft" | "send"): string =>
  `/api/${collections[resource]}/${encodeURIComponent(id)}/${action}`;

/** "Envoyer par e-mail" of an invoice, a quote or a credit note: custom methods of the data provider. */
export const mailMethods = {
  /** The mail the server proposes: the client's address, a French subject and message. */
  mailDraft: async (resource: MailedResource, id: string, signal?: AbortSignal): Promise<DocumentMail> =>
    mailDraftAnswer.parse(await apiFetch(mailPath(resource, id, "mail-draft"), { signal })),

  /** Sends the mail with the document's PDF; answers the server's sentence saying so. */
  sendMail: async (resource: MailedResource, id: string, mail: DocumentMail): Promise<string> =>
    readMailSent(await apiFetch(mailPath(resource, id, "send"), { method: "POST", json: mail })),
};
