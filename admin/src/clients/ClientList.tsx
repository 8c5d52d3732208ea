import { Datagrid, DateField, EmailField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";

// Exports and deletions go through the API's own export and one-time-code calls, so
// react-admin's client-side export and bulk delete are switched off.
export const ClientList = () => (
  <RequireRole allow={adminOnly}>
    <List
      title="app.titles.clients"
      filters={searchFilter}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={(id) => `/clients/${id}`} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="type" />
        <EmailField source="email" />
        <TextField source="phone" />
        <DateField source="createdAt" locales="fr-FR" />
        <WrapperField label="app.deletion.column" textAlign="right">
          <DeleteWithCodeButton resource="clients" />
        </WrapperField>
      </Datagrid>
    </List>
  </RequireRole>
);
