import type { DetailsProps } from "../sales/SalesShow";
import { INVOICE_STATE_LABELS, PAYMENT_TERMS_OPTIONS, sumAmounts, frenchDateOrDash } from "@agency/shared";
import EditIcon from "@mui/icons-material/Edit";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { Alert, Link, Stack } from "@mui/material";
import { useState } from "react";
import { useGetList, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { RecordHistory } from "../audit/RecordHistory";
import { CreditNoteDialog } from "../creditNotes/CreditNoteDialog";
import { creditableLines } from "../creditNotes/creditNoteForm";
import { creditNoteRecordSchema } from "../creditNotes/creditNoteRecord";
import { InvoiceCreditNotes } from "../creditNotes/InvoiceCreditNotes";
import { MakeRecurringButton } from "../recurring/MakeRecurringButton";
import { DuplicateButton } from "../sales/DuplicateButton";
import { IssueButton } from "./IssueButton";
import { InvoiceStanding } from "./InvoiceStanding";
import { Link as RouterLink } from "react-router-dom";
import { InvoicePayments } from "../payments/InvoicePayments";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { DocumentClientHistory } from "../documents/DocumentClientHistory";
import { EinvoiceButton } from "../documents/EinvoiceButton";
import { MailDocumentButton } from "../documents/MailDocumentButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { ShareLinkSection } from "../documents/ShareLinkSection";
import { DocumentView } from "../sales/DocumentView";
import type { InvoiceRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";

const paymentTermsLabel = (days: number): string =>
  PAYMENT_TERMS_OPTIONS.find((option) => option.value === days)?.label ?? String(days);

/** The invoice itself (client, number, dates, terms, origin quote, lines, totals, notes), on its page and in print. */
export const InvoiceDocument = ({ record: invoice }: { record: InvoiceRecord }) => (
  <DocumentView
    record={invoice}
    facts={[
      ["app.sales.fields.invoice_number", invoice.invoiceNumber || INVOICE_STATE_LABELS.draft],
      ["app.sales.fields.issue_date", frenchDateOrDash(invoice.issueDate)],
      ["app.sales.fields.due_date", frenchDateOrDash(invoice.dueDate)],
      ["app.sales.fields.payment_terms", paymentTermsLabel(invoice.paymentTerms)],
      Boolean(invoice.quote) && [
        "app.sales.invoice.from_quote",
        <Link key="quote" component={RouterLink} to={`/quotes/${encodeURIComponent(invoice.quote?.documentId ?? "")}`}>
          {invoice.quote?.quoteNumber}
        </Link>,
      ],
    ]}
  />
);

/**
 * Read mode of /invoices/:id: print, PDF, its state and what is due, "Émettre" and "Modifier"
 * for a draft, "Envoyer par e-mail" and "Établir un avoir" once issued, "Dupliquer", "Rendre récurrente", its payments,
 * credit notes, client link (once issued), sendings and history.
 */
export const InvoiceDetails = ({ record: invoice, onEdit, onChanged }: DetailsProps<InvoiceRecord>) => {
  const translate = useTranslate();
  const [crediting, setCrediting] = useState(false);
  const { data: creditNoteRows, refetch } = useGetList("creditNotes", {
    filter: { "invoice.documentId": invoice.id },
    sort: { field: "issueDate", order: "ASC" },
    pagination: { page: 1, perPage: 100 },
  });
  const creditNotes = (creditNoteRows ?? []).map((row) => creditNoteRecordSchema.parse(row));
  const credited = sumAmounts(creditNotes.map((note) => note.totalAmount));
  const state = invoice.state ?? "issued";
  const draft = state === "draft";
  const changed = () => {
    onChanged();
    void refetch();
  };
  const title = draft
    ? translate("app.sales.invoice.draft_title")
    : translate("app.sales.invoice.show_title", { number: invoice.invoiceNumber });

  return (
    <SalesPage
      messages="app.sales.invoice"
      title={title}
      backTo="/invoices"
      badge={<InvoiceStanding invoice={invoice} variant="detail" />}
      actions={
        draft ? (
          <>
            <IssueButton invoiceId={invoice.id} onIssued={changed} />
            <ActionButton label="app.sales.common.edit" variant="outlined" onClick={onEdit}>
              <EditIcon />
            </ActionButton>
          </>
        ) : (
          // Only an issued invoice is a document the client may receive.
          <>
            <MailDocumentButton resource="invoices" id={invoice.id} number={invoice.invoiceNumber} onSent={changed} />
            <PdfDownloadButton resource="invoices" documentId={invoice.id} number={invoice.invoiceNumber} />
          </>
        )
      }
      moreActions={
        <>
          <PrintButton resource="invoices" documentId={invoice.id} />
          {draft ? (
            <PdfDownloadButton resource="invoices" documentId={invoice.id} number={invoice.invoiceNumber} />
          ) : (
            <EinvoiceButton resource="invoices" documentId={invoice.id} number={invoice.invoiceNumber} />
          )}
          {state === "issued" ? (
            <ActionButton label="app.credit_notes.create" variant="outlined" onClick={() => setCrediting(true)}>
              <ReceiptLongIcon />
            </ActionButton>
          ) : null}
          <DuplicateButton resource="invoices" id={invoice.id} />
          {/* A cancelled invoice is no model for the invoices to come. */}
          {state === "cancelled" ? null : <MakeRecurringButton invoiceId={invoice.id} />}
          {draft ? <DeleteWithCodeButton resource="invoices" record={invoice} redirectTo="/invoices" /> : null}
        </>
      }
    >
      <Stack spacing={3}>
        {draft ? <Alert severity="info">{translate("app.sales.invoice.draft_note")}</Alert> : null}
        {state === "issued" ? <Alert severity="info">{translate("app.credit_notes.frozen_note")}</Alert> : null}
        {state === "cancelled" ? (
          <Alert severity="warning">{translate("app.credit_notes.cancelled_note")}</Alert>
        ) : null}
        <InvoiceDocument record={invoice} />
        <InvoicePayments invoice={invoice} credited={credited} onChanged={changed} />
        <InvoiceCreditNotes creditNotes={creditNotes} />
        {/* As for the mail: a draft is no document the client may open yet. */}
        {draft ? null : <ShareLinkSection resource="invoices" id={invoice.id} />}
        <DocumentClientHistory resource="invoices" id={invoice.id} />
        <RecordHistory
          resource="invoices"
          recordId={invoice.id}
          version={`${invoice.status}-${invoice.state}-${creditNotes.length}-${invoice.payments.length}`}
        />
      </Stack>
      {state === "issued" ? (
        <CreditNoteDialog
          invoice={invoice}
          lines={creditableLines(
            invoice.items,
            creditNotes.flatMap((note) => note.items),
          )}
          credited={credited}
          open={crediting}
          onClose={() => setCrediting(false)}
          onCreated={changed}
        />
      ) : null}
    </SalesPage>
  );
};
