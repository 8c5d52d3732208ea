import { frenchDateOrDash, isQuoteExpired } from "@agency/shared";
import { Alert } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useToday } from "../fields/useToday";
import { StatusChip } from "../sales/StatusChip";

interface Standing {
  status: string;
  validUntil?: string | null;
}

/** Is this quote waiting for an answer past its validity? Unknown (false) until the server's day is known. */
const useExpired = (quote: Standing): boolean => {
  const today = useToday();
  return today !== undefined && isQuoteExpired(quote, today);
};

/** Where a quote stands: its status, and "Expiré" once a draft or sent quote is past its validity. */
export const QuoteStanding = ({ quote, variant = "list" }: { quote: Standing; variant?: "list" | "detail" }) => {
  const translate = useTranslate();
  const expired = useExpired(quote);
  return (
    <StatusChip
      kind="quote"
      status={quote.status}
      variant={variant}
      flag={expired ? translate("app.sales.quote.expired") : undefined}
    />
  );
};

/** The status column of the quote list. */
export const QuoteStandingField = (_props: { source: "status"; label?: string }) => {
  const record = useRecordContext();
  return record && typeof record.status === "string" ? <QuoteStanding quote={record as unknown as Standing} /> : null;
};

/** On the quote's page: what its passed validity means, and what to do (a sent one is duplicated, a draft's date moved). */
export const QuoteExpiryAlert = ({ quote }: { quote: Standing }) => {
  const translate = useTranslate();
  if (!useExpired(quote)) return null;
  const date = frenchDateOrDash(quote.validUntil);
  return (
    <Alert severity="warning">
      {translate(quote.status === "draft" ? "app.sales.quote.expired_draft" : "app.sales.quote.expired_sent", {
        date,
      })}
    </Alert>
  );
};
