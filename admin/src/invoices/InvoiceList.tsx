import { Datagrid, DateField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";

// Exports and deletions go through the API (server exports, one-time codes): react-admin's
// client-side export and bulk delete are switched off.
export const InvoiceList = () => (
  <RequireRole allow={adminOnly}>
    <List
      title="app.titles.invoices"
      filters={searchFilter}
      sort={{ field: "issueDate", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={(id) => `/invoices/${id}`} bulkActionButtons={false}>
        <TextField source="invoiceNumber" />
        <TextField source="client.name" />
        <DateField source="issueDate" locales="fr-FR" />
        <DateField source="dueDate" locales="fr-FR" />
        <MoneyField source="totalAmount" textAlign="right" />
        <TextField source="status" />
        <WrapperField label="app.deletion.column" textAlign="right">
          <DeleteWithCodeButton resource="invoices" />
        </WrapperField>
      </Datagrid>
    </List>
  </RequireRole>
);
