import { Datagrid, DateField, EmailField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { searchFilter } from "../fields/searchFilter";
import { RoleField } from "./RoleField";
import { UserDeleteButton } from "./UserDeleteButton";

// Deletion needs a one-time code: react-admin's bulk delete is switched off.
export const UserList = () => (
  <RequireRole allow={adminOnly}>
    <List
      title="app.titles.users"
      filters={searchFilter}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <DateField source="createdAt" locales="fr-FR" />
        <RoleField source="role" sortable={false} />
        <WrapperField label="app.deletion.column" textAlign="right">
          <UserDeleteButton />
        </WrapperField>
      </Datagrid>
    </List>
  </RequireRole>
);
