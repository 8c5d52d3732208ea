import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { CreateButton, Datagrid, DateField, EmailField, List, TextField, TopToolbar } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { searchFilter } from "../fields/searchFilter";
import { RoleField } from "./RoleField";
import { UserDeleteButton } from "./UserDeleteButton";
import { ScreenHeading } from "../layout/ScreenHeading";
import { RowActions } from "../fields/RowActions";

// The add form lives at the spec's /users/add, not react-admin's /users/create.
const UserListActions = () => (
  <TopToolbar>
    <CreateButton to="/users/add" label="app.users_screen.list.add" variant="contained" icon={<PersonAddIcon />} />
  </TopToolbar>
);

// Deletion needs a one-time code: react-admin's bulk delete is switched off.
export const UserList = () => (
  <RequireRole allow={adminOnly}>
    <ScreenHeading title="app.titles.users" />
    <List
      title="app.titles.users"
      filters={searchFilter}
      actions={<UserListActions />}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <DateField source="createdAt" locales="fr-FR" />
        <RoleField source="role" sortable={false} />
        <RowActions label="app.deletion.column" textAlign="right">
          <UserDeleteButton />
        </RowActions>
      </Datagrid>
    </List>
  </RequireRole>
);
