import { Datagrid, DateField, EmailField, List, TextField, WrapperField } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";

// Both staff roles read messages, so the only guard is react-admin's sign-in check.
// Deletion needs a one-time code: react-admin's bulk delete is switched off.
export const MessageList = () => (
  <List
    title="app.titles.messages"
    filters={searchFilter}
    sort={{ field: "createdAt", order: "DESC" }}
    exporter={false}
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="phone" />
      <TextField source="service" />
      <DateField source="createdAt" locales="fr-FR" showTime />
      <WrapperField label="app.deletion.column" textAlign="right">
        <DeleteWithCodeButton resource="messages" />
      </WrapperField>
    </Datagrid>
  </List>
);
