import { Datagrid, DateField, DateInput, TextField } from "react-admin";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";
import { BookList } from "../sales/BookList";
import { EmptyState } from "../sales/PageStates";
import { ViewButton } from "../sales/salesListParts";

const filters = [
  ...searchFilter,
  <DateInput key="from" source="issueDate_gte" label="app.sales.filters.issued_from" alwaysOn />,
  <DateInput key="to" source="issueDate_lte" label="app.sales.filters.issued_to" alwaysOn />,
];

/** /credit-notes: every credit note, searchable by number, reason, client or invoice; exported by the server. */
export const CreditNoteList = () => (
  <BookList
    resource="creditNotes"
    title="app.credit_notes.list_title"
    filters={filters}
    sort={{ field: "issueDate", order: "DESC" }}
    exportAs="creditNotes"
    loading="app.credit_notes.list_loading"
    failed="app.credit_notes.list_failed"
  >
    <Datagrid
      rowClick={(id) => `/credit-notes/${encodeURIComponent(String(id))}`}
      bulkActionButtons={false}
      empty={<EmptyState message="app.credit_notes.list_empty" />}
    >
      <TextField source="creditNoteNumber" label="app.credit_notes.fields.creditNoteNumber" />
      <TextField source="invoice.invoiceNumber" label="app.credit_notes.fields.invoice" sortable={false} />
      <TextField source="client.name" label="app.credit_notes.fields.client" sortable={false} />
      <DateField source="issueDate" label="app.credit_notes.fields.issueDate" locales="fr-FR" />
      <TextField source="reason" label="app.credit_notes.fields.reason" sortable={false} />
      <MoneyField source="totalAmount" label="app.credit_notes.fields.totalAmount" textAlign="right" />
      <ViewButton basePath="/credit-notes" />
    </Datagrid>
  </BookList>
);
