import { PAYMENT_TERMS_OPTIONS } from "@agency/shared";
import EditIcon from "@mui/icons-material/Edit";
import { Link, Stack } from "@mui/material";
import { Button, useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { InvoicePayments } from "../payments/InvoicePayments";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { formatFrenchDate } from "../sales/dates";
import { DocumentView } from "../sales/DocumentView";
import { LabelledValue } from "../sales/LabelledValue";
import type { InvoiceRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";
import { StatusChip } from "../sales/StatusChip";

const paymentTermsLabel = (days: number): string =>
  PAYMENT_TERMS_OPTIONS.find((option) => option.value === days)?.label ?? String(days);

/** Number, dates, terms and origin quote, shown on the page and in print. */
const InvoiceFacts = ({ invoice }: { invoice: InvoiceRecord }) => (
  <>
    <LabelledValue label="app.sales.fields.invoice_number">{invoice.invoiceNumber}</LabelledValue>
    <LabelledValue label="app.sales.fields.issue_date">{formatFrenchDate(invoice.issueDate)}</LabelledValue>
    <LabelledValue label="app.sales.fields.due_date">{formatFrenchDate(invoice.dueDate)}</LabelledValue>
    <LabelledValue label="app.sales.fields.payment_terms">
      {paymentTermsLabel(invoice.paymentTerms)}
    </LabelledValue>
    {invoice.quote ? (
      <LabelledValue label="app.sales.invoice.from_quote">
        <Link component={RouterLink} to={`/quotes/${encodeURIComponent(invoice.quote.documentId)}`}>
          {invoice.quote.quoteNumber}
        </Link>
      </LabelledValue>
    ) : null}
  </>
);

/** The invoice itself (client, facts, lines, totals, notes), on its page and in print. */
export const InvoiceDocument = ({ invoice }: { invoice: InvoiceRecord }) => (
  <DocumentView
    client={invoice.client}
    facts={<InvoiceFacts invoice={invoice} />}
    lines={invoice.items}
    totals={invoice}
    notes={invoice.notes}
  />
);

interface InvoiceDetailsProps {
  invoice: InvoiceRecord;
  onEdit: () => void;
  onChanged: () => void;
}

/** Read mode of /invoices/:id, with print, PDF, "Modifier", deletion and its payments. */
export const InvoiceDetails = ({ invoice, onEdit, onChanged }: InvoiceDetailsProps) => {
  const translate = useTranslate();
  return (
    <SalesPage
      section="app.sales.invoice.list_title"
      title={translate("app.sales.invoice.show_title", { number: invoice.invoiceNumber })}
      backTo="/invoices"
      backLabel="app.sales.invoice.back"
      badge={<StatusChip kind="invoice" status={invoice.status} variant="detail" />}
      actions={
        <>
          <PrintButton resource="invoices" documentId={invoice.id} />
          <PdfDownloadButton resource="invoices" documentId={invoice.id} number={invoice.invoiceNumber} />
          <Button label="app.sales.common.edit" variant="outlined" onClick={onEdit}>
            <EditIcon />
          </Button>
          <DeleteWithCodeButton resource="invoices" record={invoice} redirectTo="/invoices" />
        </>
      }
    >
      <Stack spacing={3}>
        <InvoiceDocument invoice={invoice} />
        <InvoicePayments invoice={invoice} onChanged={onChanged} />
      </Stack>
    </SalesPage>
  );
};
