import { Link, Stack } from "@mui/material";
import { useGetOne, useTranslate } from "react-admin";
import { Link as RouterLink, useParams } from "react-router-dom";
import { DocumentClientHistory } from "../documents/DocumentClientHistory";
import { EinvoiceButton } from "../documents/EinvoiceButton";
import { MailDocumentButton } from "../documents/MailDocumentButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { ShareLinkSection } from "../documents/ShareLinkSection";
import { DocumentView } from "../sales/DocumentView";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { SalesPage } from "../sales/SalesPage";
import { creditNoteRecordSchema } from "./creditNoteRecord";
import { creditApplicationRows, frenchDateOrDash } from "@agency/shared";

/** /credit-notes/:id: the credit note as printed, the invoice it corrects, its PDF, its mail, client link and sendings. Never edited. */
export const CreditNoteShow = () => {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne("creditNotes", { id });
  if (isPending) return <LoadingState message="app.credit_notes.loading" />;
  if (error || !data)
    return (
      <NotFoundState message="app.credit_notes.not_found" backTo="/credit-notes" backLabel="app.credit_notes.back" />
    );
  const note = creditNoteRecordSchema.parse(data);
  return (
    <SalesPage
      messages="app.credit_notes"
      title={translate("app.credit_notes.show_title", { number: note.creditNoteNumber })}
      backTo="/credit-notes"
      actions={
        <>
          <PdfDownloadButton resource="creditNotes" documentId={note.id} number={note.creditNoteNumber} />
          <EinvoiceButton resource="creditNotes" documentId={note.id} number={note.creditNoteNumber} />
          <MailDocumentButton
            resource="creditNotes"
            id={note.id}
            number={note.creditNoteNumber}
            onSent={() => void refetch()}
          />
        </>
      }
    >
      <Stack spacing={3}>
        <DocumentView
          record={note}
          facts={[
            ["app.credit_notes.fields.creditNoteNumber", note.creditNoteNumber],
            ["app.credit_notes.fields.issueDate", frenchDateOrDash(note.issueDate)],
            [
              "app.credit_notes.corrects",
              note.invoice ? (
                <Link component={RouterLink} to={`/invoices/${encodeURIComponent(note.invoice.documentId)}`}>
                  {note.invoice.invoiceNumber}
                </Link>
              ) : null,
            ],
            ["app.credit_notes.fields.reason", note.reason],
            // As its PDF prints them: the part that came off the invoice's rest to pay, the part owed back.
            ...creditApplicationRows(note.totalAmount, note).map(({ label, amount }) => [label, amount] as const),
          ]}
        />
        <ShareLinkSection resource="creditNotes" id={note.id} />
        <DocumentClientHistory resource="creditNotes" id={note.id} />
      </Stack>
    </SalesPage>
  );
};
