import type { DetailsProps } from "../sales/SalesShow";
import { isFrozen, frenchDateOrDash } from "@agency/shared";
import EditIcon from "@mui/icons-material/Edit";
import { Alert, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { RecordHistory } from "../audit/RecordHistory";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { DocumentClientHistory } from "../documents/DocumentClientHistory";
import { MailDocumentButton } from "../documents/MailDocumentButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { ShareLinkSection } from "../documents/ShareLinkSection";
import { DocumentView } from "../sales/DocumentView";
import { DuplicateButton } from "../sales/DuplicateButton";
import type { QuoteRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";
import { StatusActions } from "../sales/StatusActions";
import { ConvertToInvoiceButton } from "./ConvertToInvoiceButton";
import { QuoteAnswerAlert } from "./QuoteAnswerAlert";
import { QuoteExpiryAlert, QuoteStanding } from "./QuoteStanding";

/** The quote itself (client, number, dates, lines, totals, notes), on its page and in print. */
export const QuoteDocument = ({ record: quote }: { record: QuoteRecord }) => (
  <DocumentView
    record={quote}
    facts={[
      ["app.sales.fields.quote_number", quote.quoteNumber],
      ["app.sales.fields.issue_date", frenchDateOrDash(quote.issueDate)],
      ["app.sales.fields.valid_until", frenchDateOrDash(quote.validUntil)],
    ]}
  />
);

/**
 * Read mode of /quotes/:id: the client's answer from its link, status moves, conversion, print, PDF, "Envoyer par
 * e-mail", "Modifier" and deletion until accepted, "Dupliquer", client link, sendings, history.
 */
export const QuoteDetails = ({ record: quote, onEdit, onChanged }: DetailsProps<QuoteRecord>) => {
  const translate = useTranslate();
  // An accepted quote is frozen by the server: it is duplicated, not edited.
  const frozen = isFrozen("quote", quote);
  return (
    <SalesPage
      messages="app.sales.quote"
      title={translate("app.sales.quote.show_title", { number: quote.quoteNumber })}
      backTo="/quotes"
      badge={<QuoteStanding quote={quote} variant="detail" />}
      actions={
        <>
          <StatusActions kind="quote" resource="quotes" id={quote.id} status={quote.status} onChanged={onChanged} />
          {quote.status === "accepted" && <ConvertToInvoiceButton quoteId={quote.id} />}
          <MailDocumentButton resource="quotes" id={quote.id} number={quote.quoteNumber} onSent={onChanged} />
        </>
      }
      moreActions={
        <>
          <PrintButton resource="quotes" documentId={quote.id} />
          <PdfDownloadButton resource="quotes" documentId={quote.id} number={quote.quoteNumber} />
          {frozen ? null : (
            <ActionButton label="app.sales.common.edit" variant="outlined" onClick={onEdit}>
              <EditIcon />
            </ActionButton>
          )}
          <DuplicateButton resource="quotes" id={quote.id} />
          {frozen ? null : <DeleteWithCodeButton resource="quotes" record={quote} redirectTo="/quotes" />}
        </>
      }
    >
      <Stack spacing={3}>
        <QuoteAnswerAlert quote={quote} />
        <QuoteExpiryAlert quote={quote} />
        {frozen ? <Alert severity="info">{translate("app.sales.quote.frozen_note")}</Alert> : null}
        <QuoteDocument record={quote} />
        <ShareLinkSection resource="quotes" id={quote.id} />
        <DocumentClientHistory resource="quotes" id={quote.id} />
        <RecordHistory resource="quotes" recordId={quote.id} version={quote.status} />
      </Stack>
    </SalesPage>
  );
};
