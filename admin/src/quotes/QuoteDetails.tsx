import EditIcon from "@mui/icons-material/Edit";
import { Button, useTranslate } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { formatFrenchDate } from "../sales/dates";
import { DocumentView } from "../sales/DocumentView";
import { LabelledValue } from "../sales/LabelledValue";
import type { QuoteRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";
import { StatusChip } from "../sales/StatusChip";
import { QuoteStatusActions } from "./QuoteStatusActions";

/** Number and dates, shown on the page and in print. */
const QuoteFacts = ({ quote }: { quote: QuoteRecord }) => (
  <>
    <LabelledValue label="app.sales.fields.quote_number">{quote.quoteNumber}</LabelledValue>
    <LabelledValue label="app.sales.fields.issue_date">{formatFrenchDate(quote.issueDate)}</LabelledValue>
    <LabelledValue label="app.sales.fields.valid_until">{formatFrenchDate(quote.validUntil)}</LabelledValue>
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

/** Read mode of /quotes/:id, with its status moves, conversion, print, PDF, "Modifier" and deletion. */
export const QuoteDetails = ({ quote, onEdit, onChanged }: QuoteDetailsProps) => {
  const translate = useTranslate();
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
          <Button label="app.sales.common.edit" variant="outlined" onClick={onEdit}>
            <EditIcon />
          </Button>
          <DeleteWithCodeButton resource="quotes" record={quote} redirectTo="/quotes" />
        </>
      }
    >
      <QuoteDocument quote={quote} />
    </SalesPage>
  );
};
