import { isFrozen, frenchDateOrDash } from "@agency/shared";
import EditIcon from "@mui/icons-material/Edit";
import { Alert, Stack } from "@mui/material";
import { Button, useTranslate } from "react-admin";
import { RecordHistory } from "../audit/RecordHistory";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { DocumentView } from "../sales/DocumentView";
import { DuplicateButton } from "../sales/DuplicateButton";
import { LabelledValue } from "../sales/LabelledValue";
import type { QuoteRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";
import { StatusChip } from "../sales/StatusChip";
import { QuoteStatusActions } from "./QuoteStatusActions";

/** Number and dates, shown on the page and in print. */
const QuoteFacts = ({ quote }: { quote: QuoteRecord }) => (
  <>
    <LabelledValue label="app.sales.fields.quote_number">{quote.quoteNumber}</LabelledValue>
    <LabelledValue label="app.sales.fields.issue_date">{frenchDateOrDash(quote.issueDate)}</LabelledValue>
    <LabelledValue label="app.sales.fields.valid_until">{frenchDateOrDash(quote.validUntil)}</LabelledValue>
  </>
);

/** The quote itself (client, facts, lines, totals, notes), on its page and in print. */
export const QuoteDocument = ({ quote }: { quote: QuoteRecord }) => (
  <DocumentView
    client={quote.client}
    facts={<QuoteFacts quote={quote} />}
    lines={quote.items}
    totals={quote}
    notes={quote.notes}
  />
);

interface QuoteDetailsProps {
  quote: QuoteRecord;
  onEdit: () => void;
  onChanged: () => void;
}

/** Read mode of /quotes/:id: status moves, conversion, print, PDF, "Modifier" and deletion until accepted, "Dupliquer", history. */
export const QuoteDetails = ({ quote, onEdit, onChanged }: QuoteDetailsProps) => {
  const translate = useTranslate();
  // An accepted quote is frozen by the server: it is duplicated, not edited.
  const frozen = isFrozen("quote", quote);
  return (
    <SalesPage
      section="app.sales.quote.list_title"
      title={translate("app.sales.quote.show_title", { number: quote.quoteNumber })}
      backTo="/quotes"
      backLabel="app.sales.quote.back"
      badge={<StatusChip kind="quote" status={quote.status} variant="detail" />}
      actions={
        <>
          <QuoteStatusActions quoteId={quote.id} status={quote.status} onChanged={onChanged} />
          <PrintButton resource="quotes" documentId={quote.id} />
          <PdfDownloadButton resource="quotes" documentId={quote.id} number={quote.quoteNumber} />
          {frozen ? null : (
            <Button label="app.sales.common.edit" variant="outlined" onClick={onEdit}>
              <EditIcon />
            </Button>
          )}
          <DuplicateButton resource="quotes" id={quote.id} />
          {frozen ? null : <DeleteWithCodeButton resource="quotes" record={quote} redirectTo="/quotes" />}
        </>
      }
    >
      <Stack spacing={3}>
        {frozen ? <Alert severity="info">{translate("app.sales.quote.frozen_note")}</Alert> : null}
        <QuoteDocument quote={quote} />
        <RecordHistory resource="quotes" recordId={quote.id} version={quote.status} />
      </Stack>
    </SalesPage>
  );
};
