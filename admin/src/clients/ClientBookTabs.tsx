import { Stack, Typography } from "@mui/material";
import {
  Datagrid,
  DateField,
  FunctionField,
  Link,
  Pagination,
  ReferenceManyField,
  TextField,
  type RaRecord,
} from "react-admin";
import { ExportButtons } from "../documents/ExportButtons";
import { MoneyField } from "../fields/MoneyField";
import { methodLabel } from "../payments/methodLabel";
import { useClientTranslate } from "./clientTranslate";

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

/** The "Avoirs" tab: the client's credit notes, newest first, with their exports. */
export const ClientCreditNotesTab = ({ clientId }: { clientId: string }) => {
  const t = useClientTranslate();
  return (
    <ReferenceManyField
      reference="creditNotes"
      target="client"
      sort={{ field: "issueDate", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="flex-end">
          <ExportButtons resource="creditNotes" filter={{ "client.documentId": clientId }} />
        </Stack>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => `/credit-notes/${encodeURIComponent(String(id))}`}
          empty={<Typography sx={{ p: 2 }}>{t("show.credit_notes_empty")}</Typography>}
        >
          <TextField source="creditNoteNumber" label="app.credit_notes.fields.creditNoteNumber" />
          <TextField source="invoice.invoiceNumber" label="app.credit_notes.fields.invoice" sortable={false} />
          <DateField source="issueDate" label="app.credit_notes.fields.issueDate" locales="fr-FR" />
          <TextField source="reason" label="app.credit_notes.fields.reason" sortable={false} />
          <MoneyField source="totalAmount" label="app.credit_notes.fields.totalAmount" textAlign="right" />
        </Datagrid>
      </Stack>
    </ReferenceManyField>
  );
};

/** The "Paiements" tab: what the client paid, newest first, each linked to its invoice. */
export const ClientPaymentsTab = ({ clientId }: { clientId: string }) => {
  const t = useClientTranslate();
  return (
    <ReferenceManyField
      reference="payments"
      target="invoice.client"
      sort={{ field: "date", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="flex-end">
          <ExportButtons resource="payments" filter={{ "invoice.client.documentId": clientId }} />
        </Stack>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{t("show.payments_empty")}</Typography>}
        >
          <DateField source="date" label="app.payments.fields.date" locales="fr-FR" />
          <FunctionField
            label="app.payments.fields.invoice"
            render={(record: RaRecord) =>
              record.invoice ? (
                <Link to={`/invoices/${encodeURIComponent(String(record.invoice.documentId))}`}>
                  {String(record.invoice.invoiceNumber ?? "")}
                </Link>
              ) : null
            }
          />
          <FunctionField
            label="app.payments.fields.method"
            render={(record: RaRecord) => methodLabel(String(record.method))}
          />
          <TextField source="reference" label="app.payments.fields.reference" sortable={false} />
          <MoneyField source="amount" label="app.payments.fields.amount" textAlign="right" />
        </Datagrid>
      </Stack>
    </ReferenceManyField>
  );
};
