import { invoiceStatusLabel, type InvoiceStatus } from "@agency/shared";
import { BooleanInput, Datagrid, DateField, DateInput, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { MoneyField } from "../fields/MoneyField";
import { EmptyState, LoadingState } from "../sales/PageStates";
import { SalesListActions, salesFilters, ViewButton } from "../sales/salesListParts";
import { InvoiceStandingField } from "./InvoiceStanding";
import { useSalesNotify } from "../sales/useSalesNotify";
import { ScreenHeading } from "../layout/ScreenHeading";

// The order the spec lists them in: Tous, Payée, Non payée, Partielle.
const statuses: readonly InvoiceStatus[] = ["paid", "unpaid", "partial"];
const filters = [
  ...salesFilters(statuses.map((status) => ({ id: status, name: invoiceStatusLabel(status) }))),
  <BooleanInput key="overdue" source="overdue" label="app.sales.invoice.overdue" alwaysOn />,
  <DateInput key="from" source="issueDate_gte" label="app.sales.filters.issued_from" alwaysOn />,
  <DateInput key="to" source="issueDate_lte" label="app.sales.filters.issued_to" alwaysOn />,
];

// Exports are made by the server (the actions' buttons) and deletions go through the one-time
// code: react-admin's client-side export and bulk delete are switched off.
export const InvoiceList = () => {
  const { failure } = useSalesNotify();
  return (
    <RequireRole allow={adminOnly}>
      <ScreenHeading title="app.sales.invoice.list_title" />
      <List
        title="app.sales.invoice.list_title"
        filters={filters}
        sort={{ field: "issueDate", order: "DESC" }}
        exporter={false}
        actions={<SalesListActions resource="invoices" to="/invoices/create" label="app.sales.invoice.new" />}
        empty={false}
        loading={<LoadingState message="app.sales.invoice.list_loading" />}
        queryOptions={{ onError: (error: unknown) => failure("app.sales.invoice.list_failed", error) }}
      >
        <Datagrid
          rowClick={(id) => `/invoices/${encodeURIComponent(String(id))}`}
          bulkActionButtons={false}
          empty={<EmptyState message="app.sales.invoice.list_empty" />}
        >
          <TextField source="invoiceNumber" />
          <TextField source="client.name" />
          <DateField source="issueDate" locales="fr-FR" />
          <DateField source="dueDate" locales="fr-FR" />
          <MoneyField source="totalAmount" textAlign="right" />
          <InvoiceStandingField source="status" />
          <WrapperField label="app.deletion.column" textAlign="right">
            <ViewButton basePath="/invoices" />
            <DeleteWithCodeButton resource="invoices" />
          </WrapperField>
        </Datagrid>
      </List>
    </RequireRole>
  );
};
