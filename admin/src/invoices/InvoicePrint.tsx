import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import { invoiceRecordSchema } from "../sales/salesRecords";
import { StatusChip } from "../sales/StatusChip";
import { useSalesDocument } from "../sales/useSalesDocument";
import { InvoiceDocument } from "./InvoiceDetails";

/** /invoices/:id/print: the invoice as on its page, alone and printed. */
export const InvoicePrint = () => {
  const { id = "" } = useParams();
  const { state } = useSalesDocument("invoices", id, invoiceRecordSchema);
  const translate = useTranslate();
  return (
    <PrintPage
      state={state}
      numberOf={(invoice) => invoice.invoiceNumber}
      backTo={`/invoices/${encodeURIComponent(id)}`}
    >
      {(invoice) => (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1">
              {translate("app.sales.invoice.show_title", { number: invoice.invoiceNumber })}
            </Typography>
            <StatusChip kind="invoice" status={invoice.status} variant="detail" />
          </Stack>
          <InvoiceDocument invoice={invoice} />
        </Stack>
      )}
    </PrintPage>
  );
};
