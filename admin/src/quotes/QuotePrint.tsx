import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import { quoteRecordSchema } from "../sales/salesRecords";
import { StatusChip } from "../sales/StatusChip";
import { useSalesDocument } from "../sales/useSalesDocument";
import { QuoteDocument } from "./QuoteDetails";

/** /quotes/:id/print: the quote as on its page, alone and printed. */
export const QuotePrint = () => {
  const { id = "" } = useParams();
  const { state } = useSalesDocument("quotes", id, quoteRecordSchema);
  const translate = useTranslate();
  return (
    <PrintPage state={state} numberOf={(quote) => quote.quoteNumber} backTo={`/quotes/${encodeURIComponent(id)}`}>
      {(quote) => (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1">
              {translate("app.sales.quote.show_title", { number: quote.quoteNumber })}
            </Typography>
            <StatusChip kind="quote" status={quote.status} variant="detail" />
          </Stack>
          <QuoteDocument quote={quote} />
        </Stack>
      )}
    </PrintPage>
  );
};
