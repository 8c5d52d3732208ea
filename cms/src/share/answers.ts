import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  quoteAnswerBlock,
  todayInMorocco,
  type QuoteAcceptance,
  type QuoteAnswerBlock,
  type QuoteRejection,
} from "@agency/shared";
import { appendEntry } from "../audit/journal";
import { lockDocument } from "../utils/database";
import { holdLiveLink, type StoredLink } from "./links";
import { mailStaffAboutAnswer } from "./staff-notice";
import { quoteVersion } from "./version";
import type { Visitor } from "./views";

const QUOTE_UID = "api::quote.quote";

/** Why an answer is refused: the quote's state, another kind of document, or a quote changed since its page was read. */
export type AnswerRefusal = QuoteAnswerBlock | "not-quote" | "changed";

/** Why a quote cannot be answered, in the words the page may show. */
export const ANSWER_CONFLICTS: Record<AnswerRefusal, string> = {
  "not-quote": "Seul un devis peut être accepté ou refusé.",
  changed: "Ce devis a été modifié depuis que vous l'avez ouvert : relisez-le ci-dessus avant de répondre.",
  draft: "Ce devis n'a pas encore été envoyé.",
  expired: "Ce devis a expiré : sa date de validité est dépassée.",
  accepted: "Ce devis a déjà été accepté.",
  rejected: "Ce devis a déjà été refusé.",
  converted: "Ce devis a déjà été transformé en facture.",
};

export class AnswerConflict extends Error {
  constructor(readonly reason: AnswerRefusal) {
    super(ANSWER_CONFLICTS[reason]);
  }
}

/** An answer, and the version of the quote its page showed (quoteVersion). */
export type Answer = (
  { decision: "accepted"; input: QuoteAcceptance } | { decision: "rejected"; input: QuoteRejection }
) & { version: string };

async function blockOf(strapi: Core.Strapi, documentId: string, today: string): Promise<QuoteAnswerBlock | null> {
  const quote = await strapi
    .documents(QUOTE_UID)
    .findOne({ documentId, fields: ["status", "validUntil"], populate: { invoices: { fields: ["id"] } } });
  if (!quote) return "draft";
  return quoteAnswerBlock(
    {
      status: String(quote.status ?? ""),
      validUntil: quote.validUntil == null ? null : String(quote.validUntil),
      converted: (quote.invoices ?? []).length > 0,
    },
    today,
  );
}

/**
 * The client accepts or refuses a quote from its page. One answer only, whatever arrives at once: the status moves
 * from "sent" in a single conditional UPDATE, which one request wins; the others find it answered. The answer, with
 * the visitor's address and browser, goes to the journal, and the staff is told by mail (through the outbox). It
 * answers the quote the page showed, or nothing: a quote whose version (quoteVersion) changed since is refused.
 */
export async function answerQuote(
  strapi: Core.Strapi,
  link: StoredLink,
  answer: Answer,
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  if (link.kind !== "quote") throw new AnswerConflict("not-quote");
  const today = todayInMorocco(now);
  const before = await blockOf(strapi, link.recordId, today);
  if (before) throw new AnswerConflict(before);
  const name = answer.decision === "accepted" ? answer.input.fullName : null;
  const comment = (answer.decision === "accepted" ? answer.input.comment : answer.input.reason) || null;
  // The answer, its journal entry and the staff's mail in the outbox stand or fall together.
  await strapi.db.transaction(async () => {
    // Held until the answer is written: an edit of the quote at the same time waits, or goes first and is seen here.
    if (!(await lockDocument(strapi, QUOTE_UID, link.recordId, "update"))) throw new errors.NotFoundError("Not Found");
    // And the link: revoked or replaced since the request read it, it answers nothing.
    if (!(await holdLiveLink(strapi, link, now))) throw new errors.NotFoundError("Not Found");
    const content = await strapi
      .documents(QUOTE_UID)
      .findOne({ documentId: link.recordId, populate: ["client", "items"] });
    if (content && quoteVersion(content) !== answer.version) throw new AnswerConflict("changed");
    const { count } = await strapi.db.query(QUOTE_UID).updateMany({
      where: { documentId: link.recordId, status: "sent", validUntil: { $gte: today } },
      data: { status: answer.decision, acceptedBy: name, answeredAt: now.toISOString(), answerComment: comment },
    });
    if (count === 0) throw new AnswerConflict((await blockOf(strapi, link.recordId, today)) ?? "accepted");
    await appendEntry(strapi, {
      action: answer.decision === "accepted" ? "accept" : "reject",
      resource: "quotes",
      recordId: link.recordId,
      number: link.number,
      changes: {
        ...(name ? { name: [null, name] } : {}),
        [answer.decision === "accepted" ? "comment" : "reason"]: [null, comment],
        address: [null, visitor.address],
        userAgent: [null, visitor.userAgent],
        status: ["sent", answer.decision],
        version: [null, answer.version],
      },
    });
    await mailStaffAboutAnswer(strapi, link, { decision: answer.decision, name, comment, at: now });
  });
}
