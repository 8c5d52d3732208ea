import { casablancaTime, formatFrenchDate } from "@agency/shared";
import type { TranslateFunction } from "react-admin";
import type { QuoteRecord } from "../sales/salesRecords";

const KEYS = "app.sales.quote.answer";

/** The client's answer given on the site, as the quote's page says it. */
export interface QuoteAnswerNote {
  decision: "accepted" | "rejected";
  /** "Accepté le 26/11/2026 à 10:32 par Nadia Alaoui", Casablanca's day and clock. */
  headline: string;
  /** The acceptance's comment or the refusal's reason, quoted; empty without. */
  comment: string;
}

/**
 * The answer the client gave from its link, or null when it gave none; a status the staff set by hand has no
 * answer time, and a status moved since no longer matches the answer.
 */
export const quoteAnswerNote = (
  quote: Pick<QuoteRecord, "status" | "acceptedBy" | "answeredAt" | "answerComment">,
  translate: TranslateFunction,
): QuoteAnswerNote | null => {
  const { status, answeredAt, acceptedBy, answerComment } = quote;
  if (!answeredAt || (status !== "accepted" && status !== "rejected")) return null;
  const when = { date: formatFrenchDate(answeredAt), time: casablancaTime(answeredAt) };
  const headline =
    status === "rejected"
      ? translate(`${KEYS}.rejected`, when)
      : acceptedBy
        ? translate(`${KEYS}.accepted`, { ...when, name: acceptedBy })
        : translate(`${KEYS}.accepted_unnamed`, when);
  const commentKey = status === "accepted" ? "comment" : "reason";
  return {
    decision: status,
    headline,
    comment: answerComment ? translate(`${KEYS}.${commentKey}`, { text: answerComment }) : "",
  };
};
