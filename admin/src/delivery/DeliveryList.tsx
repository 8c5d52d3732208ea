import { Datagrid, DateField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";

// Exports and deletions go through the API (server exports, one-time codes): react-admin's
// client-side export and bulk delete are switched off.
export const DeliveryList = () => (
  <RequireRole allow={adminOnly}>
    <List
      title="app.titles.delivery"
      filters={searchFilter}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={(id) => `/delivery/${id}`} bulkActionButtons={false}>
        <TextField source="deliveryNumber" />
        <TextField source="invoice.invoiceNumber" />
        <TextField source="client.name" />
        <DateField source="createdAt" locales="fr-FR" />
        {/* Spec: a dash when there is no delivery date. */}
        <DateField source="deliveryDate" locales="fr-FR" emptyText="-" />
        <TextField source="status" />
        <WrapperField label="app.deletion.column" textAlign="right">
          <DeleteWithCodeButton resource="delivery" />
        </WrapperField>
      </Datagrid>
    </List>
  </RequireRole>
);
