import { nextStatuses } from "@agency/shared";
import { Button } from "react-admin";
import { useStatusChange } from "../sales/useStatusChange";
import { ConvertToInvoiceButton } from "./ConvertToInvoiceButton";

interface QuoteStatusActionsProps {
  quoteId: string;
  status: string;
  onChanged: () => void;
}

/**
 * Only the moves the server allows from the current status (draft → sent → accepted or
 * rejected); an accepted quote can become an invoice.
 */
export const QuoteStatusActions = ({ quoteId, status, onChanged }: QuoteStatusActionsProps) => {
  const { change, pending } = useStatusChange("quotes", quoteId, "app.sales.quote.update_failed", onChanged);
  return (
    <>
      {nextStatuses("quote", status).map((next) => (
        <Button
          key={next}
          label={`app.sales.quote.transitions.${next}`}
          variant="outlined"
          disabled={pending}
          onClick={() => void change(next)}
        />
      ))}
      {status === "accepted" && <ConvertToInvoiceButton quoteId={quoteId} />}
    </>
  );
};
