import { Datagrid, DateField, EmailField, List, TextField, WrapperField } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";

// Both staff roles manage subscribers. The CSV export is the API's own
// (/api/subscribers/export.csv) and deletion needs a one-time code: react-admin's are off.
export const SubscriberList = () => (
  <List
    title="app.titles.subscribers"
    filters={searchFilter}
    sort={{ field: "createdAt", order: "DESC" }}
    exporter={false}
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <EmailField source="email" />
      <TextField source="source" />
      <DateField source="createdAt" locales="fr-FR" />
      <WrapperField label="app.deletion.column" textAlign="right">
        <DeleteWithCodeButton resource="subscribers" />
      </WrapperField>
    </Datagrid>
  </List>
);
