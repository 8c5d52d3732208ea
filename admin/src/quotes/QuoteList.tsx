import { Datagrid, DateField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";

// Exports and deletions go through the API (server exports, one-time codes): react-admin's
// client-side export and bulk delete are switched off.
export const QuoteList = () => (
  <RequireRole allow={adminOnly}>
    <List
      title="app.titles.quotes"
      filters={searchFilter}
      sort={{ field: "issueDate", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={(id) => `/quotes/${id}`} bulkActionButtons={false}>
        <TextField source="quoteNumber" />
        <TextField source="client.name" />
        <DateField source="issueDate" locales="fr-FR" />
        <DateField source="validUntil" locales="fr-FR" />
        <MoneyField source="totalAmount" textAlign="right" />
        <TextField source="status" />
        <WrapperField label="app.deletion.column" textAlign="right">
          <DeleteWithCodeButton resource="quotes" />
        </WrapperField>
      </Datagrid>
    </List>
  </RequireRole>
);
