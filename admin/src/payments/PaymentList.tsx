import { PAYMENT_METHOD_OPTIONS, paymentMethodText } from "@agency/shared";
import { AutocompleteInput, DateField, FunctionField, ReferenceInput, TextField } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { Link } from "@mui/material";
import { dateRangeFilters } from "../fields/dateRangeFilters";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { FilterSelectInput } from "../fields/FilterSelectInput";

const methodChoices = PAYMENT_METHOD_OPTIONS.map((option) => ({ id: option.value, name: option.label }));

interface PaymentRow {
  method: string;
  amount: number | string;
  invoice?: { documentId: string; invoiceNumber?: string | null } | null;
}

/** /payments: money received, by date range, method or client (the search box), exported by the server. */
export const paymentList: SalesListKind = {
  resource: "payments",
  title: "app.payments.list_title",
  filters: [
    ...searchFilter,
    ...dateRangeFilters("date", "app.payments.filters.from", "app.payments.filters.to"),
    <FilterSelectInput
      key="method"
      source="method"
      label="app.payments.fields.method"
      choices={methodChoices}
      alwaysOn
    />,
    <ReferenceInput key="client" source="client" reference="clients" sort={{ field: "name", order: "ASC" }} alwaysOn>
      <AutocompleteInput
        label="app.payments.fields.client"
        optionText="name"
        helperText={false}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
  ],
  sort: { field: "date", order: "DESC" },
  exportAs: "payments",
  messages: "app.payments",
  client: { field: "invoice.client", empty: "app.clients_screen.show.payments_empty" },
  columns: [
    <DateField key="date" source="date" label="app.payments.fields.date" locales="fr-FR" />,
    <FunctionField
      key="invoice"
      label="app.payments.fields.invoice"
      render={({ invoice }: PaymentRow) =>
        invoice ? (
          <Link component={RouterLink} to={`/invoices/${encodeURIComponent(invoice.documentId)}`} whiteSpace="nowrap">
            {invoice.invoiceNumber}
          </Link>
        ) : null
      }
    />,
    <TextField key="client" source="invoice.client.name" label="app.payments.fields.client" sortable={false} />,
    <FunctionField
      key="method"
      label="app.payments.fields.method"
      render={(payment: PaymentRow) => paymentMethodText(payment)}
    />,
    <TextField key="reference" source="reference" label="app.payments.fields.reference" sortable={false} />,
    <MoneyField key="amount" source="amount" label="app.payments.fields.amount" textAlign="right" />,
  ],
};

export const PaymentList = () => <SalesList kind={paymentList} />;
