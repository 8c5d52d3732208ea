import type { Core } from "@strapi/strapi";
import {
  documentMailDraft,
  documentMailSchema,
  firstZodMessage,
  quoteMailRefusal,
  todayInMorocco,
  zodFieldErrors,
  type AuditResource,
  type DocumentMail,
  type NumberedKind,
} from "@agency/shared";
import { appendEntry } from "../audit/journal";
import type { Context } from "../utils/context";
import { lockDocument } from "../utils/database";
import { amountDue } from "../sales/balance";
import { ConflictError } from "../sales/conflict";
import { escapeHtml, htmlLines } from "../mail/html";
import { queueMail } from "../mail/outbox";
import { refuseFloodedRecipients } from "../mail/recipient-limit";
import { createShareLink } from "../share/links";
import { loadCompany } from "./company";
import type { PrintedDocument } from "./sales-pdf";

export interface OutgoingMail {
  to: string;
  cc?: string[];
  subject: string;
  message: string;
  attachment: { fileName: string; body: Buffer };
  /** The client's link to the document, after the message. */
  link?: { lead: string; url: string };
}

/** The site's button (gold, ink text) where the link leads; inline, as mail clients drop style sheets. */
const LINK_STYLE =
  "display:inline-block;padding:10px 18px;border-radius:6px;background:#e0b04a;color:#1b1f3b;text-decoration:none;font-weight:600";

/**
 * Queues a document's PDF with the staff's message (text and the same as HTML) in the outbox, inside the caller's
 * transaction when there is one; `about` names it in the outbox and the logs.
 */
export async function mailWithPdf(strapi: Core.Strapi, mail: OutgoingMail, about: string): Promise<void> {
  await queueMail(strapi, {
    to: mail.to,
    cc: mail.cc,
    subject: mail.subject,
    text: mail.link ? `${mail.message}\n\n${mail.link.lead} : ${mail.link.url}` : mail.message,
    html: [
      `<p>${htmlLines(mail.message)}</p>`,
      // The link's own words are the lead: a reader sees what it opens, not a 60-character address.
      mail.link &&
        `<p><a href="${escapeHtml(mail.link.url)}" style="${LINK_STYLE}">${escapeHtml(mail.link.lead)}</a></p>`,
    ]
      .filter(Boolean)
      .join(""),
    attachments: [
      { filename: mail.attachment.fileName, content: mail.attachment.body, contentType: "application/pdf" },
    ],
    about,
  });
}

export type MailedKind = Extract<NumberedKind, "invoice" | "quote" | "creditNote">;

const JOURNAL: Record<MailedKind, { resource: AuditResource; sent: string; link: string }> = {
  invoice: {
    resource: "invoices",
    sent: "La facture a été envoyée par e-mail.",
    link: "Consultez et téléchargez la facture en ligne",
  },
  quote: {
    resource: "quotes",
    sent: "Le devis a été envoyé par e-mail.",
    link: "Consultez, acceptez ou refusez le devis en ligne",
  },
  creditNote: {
    resource: "credit-notes",
    sent: "L'avoir a été envoyé par e-mail.",
    link: "Consultez et téléchargez l'avoir en ligne",
  },
};

export const isMailedKind = (kind: NumberedKind): kind is MailedKind => kind in JOURNAL;

/** What a draft invoice answers: only an issued one is a document the client may receive. */
const DRAFT_INVOICE = "Émettez la facture avant de l'envoyer.";

export interface Loaded {
  record: PrintedDocument & { state?: string };
  number: string;
  pdf: () => Promise<{ body: Buffer; fileName: string }>;
}

const QUOTE_UID = "api::quote.quote";

/**
 * Whether a quote is a draft, the quote held until the caller's transaction ends; a quote past its validity is
 * refused (409): the link its mail carries could not be answered.
 */
async function heldQuoteIsDraft(strapi: Core.Strapi, documentId: string): Promise<boolean> {
  await lockDocument(strapi, QUOTE_UID, documentId, "update");
  const quote = (await strapi.db
    .query(QUOTE_UID)
    .findOne({ where: { documentId }, select: ["status", "validUntil"] })) as {
    status: string;
    validUntil: string | null;
  } | null;
  const refusal = quote && quoteMailRefusal(quote, todayInMorocco());
  if (refusal) throw new ConflictError(refusal);
  return quote?.status === "draft";
}

/** A new client link to a document (ending the one before), as a mail presents it. */
export async function newClientLink(
  strapi: Core.Strapi,
  kind: MailedKind,
  documentId: string,
  number: string,
): Promise<NonNullable<OutgoingMail["link"]>> {
  const { url } = await createShareLink(strapi, kind, documentId, number);
  return { lead: JOURNAL[kind].link, url };
}

/**
 * Mails a document's PDF as `mail` says, with a new client link to it, and writes the sending to the journal; a draft
 * quote becomes sent. The link, the mail in the outbox, the quote's status and the journal entry stand or fall
 * together; the PDF is made before, outside the transaction. The send dialog and the recurring invoices' job send
 * through here.
 */
export async function mailDocument(
  strapi: Core.Strapi,
  kind: MailedKind,
  { record, number, pdf }: Loaded,
  { to, cc = [], subject, message }: DocumentMail,
  { limited = false }: { limited?: boolean } = {},
): Promise<void> {
  const attachment = await pdf();
  await strapi.db.transaction(async () => {
    // A quote is held first, as its edits hold it before their journal entry: the link below writes to the journal,
    // whose lock comes last on every path. Its status and validity are read again under that hold: a draft becomes
    // sent.
    const draftQuote = kind === "quote" && (await heldQuoteIsDraft(strapi, record.documentId));
    // A staff member's sending is limited per recipient; the recurring invoices' job is not.
    if (limited) await refuseFloodedRecipients(strapi, [to, ...cc]);
    const link = await newClientLink(strapi, kind, record.documentId, number);
    await mailWithPdf(strapi, { to, cc, subject, message, attachment, link }, number);
    if (draftQuote) {
      await strapi.documents(QUOTE_UID).update({ documentId: record.documentId, data: { status: "sent" } });
    }
    await appendEntry(strapi, {
      action: "mail",
      resource: JOURNAL[kind].resource,
      recordId: record.documentId,
      number,
      changes: { to: [null, to], cc: [null, cc.join(", ") || null], subject: [null, subject] },
    });
  });
}

/**
 * The subject and message a document's mail starts from: the settings' template (or the default one) filled
 * with the document; the send dialog proposes it, the recurring invoices' job sends it as it is.
 */
export async function proposedMail(strapi: Core.Strapi, kind: MailedKind, { record, number }: Loaded) {
  const company = await loadCompany(strapi);
  return documentMailDraft(
    {
      kind,
      number,
      clientName: record.client?.name ?? "",
      totalAmount: Number(record.totalAmount ?? 0),
      date: kind === "invoice" ? record.dueDate : kind === "quote" ? record.validUntil : null,
      companyName: company.name,
      status: kind === "quote" ? String(record.status) : null,
      standing:
        kind === "invoice"
          ? {
              amountDue: await amountDue(strapi, record.documentId),
              today: todayInMorocco(),
              state: String(record.state),
              status: String(record.status),
            }
          : undefined,
    },
    { subject: company.mailSubjectTemplate, message: company.mailMessageTemplate },
  );
}

/** Why this document may not be mailed to its client now, or null: a draft invoice, a quote past its validity. */
function refusalToMail(kind: MailedKind, { record }: Loaded): string | null {
  if (kind === "invoice") return record.state === "draft" ? DRAFT_INVOICE : null;
  if (kind === "quote")
    return quoteMailRefusal({ status: String(record.status), validUntil: record.validUntil }, todayInMorocco());
  return null;
}

/**
 * GET /api/<collection>/:id/mail-draft and POST /api/<collection>/:id/send
 * { to, cc, subject, message } of an invoice, quote or credit note (admin): the
 * server makes the PDF and attaches it; a draft quote becomes sent; each
 * sending is written to the journal with its recipients.
 */
export function documentMailActions(
  strapi: Core.Strapi,
  kind: MailedKind,
  load: (documentId: string) => Promise<Loaded | null>,
  notFound: string,
) {
  return {
    async mailDraft(ctx: Context) {
      const loaded = await load(String(ctx.params.id));
      if (!loaded) return ctx.notFound(notFound);
      const refusal = refusalToMail(kind, loaded);
      if (refusal) return ctx.conflict(refusal);
      ctx.body = { to: loaded.record.client?.email ?? "", cc: [], ...(await proposedMail(strapi, kind, loaded)) };
    },

    async send(ctx: Context) {
      const parsed = documentMailSchema.safeParse(ctx.request.body ?? {});
      if (!parsed.success)
        return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
      const loaded = await load(String(ctx.params.id));
      if (!loaded) return ctx.notFound(notFound);
      const refusal = refusalToMail(kind, loaded);
      if (refusal) return ctx.conflict(refusal);
      await mailDocument(strapi, kind, loaded, parsed.data, { limited: true });
      ctx.body = { data: { sent: true }, message: JOURNAL[kind].sent };
    },
  };
}
