import { PAYMENT_METHOD_OPTIONS } from "@agency/shared";
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
} from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { Link } from "@mui/material";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";
import { BookList } from "../sales/BookList";
import { EmptyState } from "../sales/PageStates";
import { methodLabel } from "./methodLabel";

const methodChoices = PAYMENT_METHOD_OPTIONS.map((option) => ({ id: option.value, name: option.label }));

const filters = [
  ...searchFilter,
  <DateInput key="from" source="date_gte" label="app.payments.filters.from" alwaysOn />,
  <DateInput key="to" source="date_lte" label="app.payments.filters.to" alwaysOn />,
  <SelectInput key="method" source="method" label="app.payments.fields.method" choices={methodChoices} alwaysOn />,
  <ReferenceInput key="client" source="client" reference="clients" sort={{ field: "name", order: "ASC" }} alwaysOn>
    <AutocompleteInput label="app.payments.fields.client" optionText="name" helperText={false} />
  </ReferenceInput>,
];

/** /payments: money received, by date range, method or client (the search box), exported by the server. */
export const PaymentList = () => (
  <BookList
    resource="payments"
    title="app.payments.list_title"
    filters={filters}
    sort={{ field: "date", order: "DESC" }}
    exportAs="payments"
    loading="app.payments.list_loading"
    failed="app.payments.list_failed"
  >
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyState message="app.payments.list_empty" />}>
      <DateField source="date" label="app.payments.fields.date" locales="fr-FR" />
      <FunctionField
        label="app.payments.fields.invoice"
        render={(record: { invoice?: { documentId: string; invoiceNumber?: string | null } | null }) =>
          record.invoice ? (
            <Link component={RouterLink} to={`/invoices/${encodeURIComponent(record.invoice.documentId)}`}>
              {record.invoice.invoiceNumber}
            </Link>
          ) : null
        }
      />
      <TextField source="invoice.client.name" label="app.payments.fields.client" sortable={false} />
      <FunctionField
        label="app.payments.fields.method"
        render={(record: { method: string }) => methodLabel(record.method)}
      />
      <TextField source="reference" label="app.payments.fields.reference" sortable={false} />
      <MoneyField source="amount" label="app.payments.fields.amount" textAlign="right" />
    </Datagrid>
  </BookList>
);
