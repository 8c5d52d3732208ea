import { Datagrid, DateField, List, TextField, WrapperField } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";

// Both staff roles write articles. Deletion needs a one-time code: bulk delete is off.
export const PostList = () => (
  <List
    title="app.titles.posts"
    filters={searchFilter}
    sort={{ field: "createdAt", order: "DESC" }}
    exporter={false}
  >
    <Datagrid rowClick={(id) => `/articles/${id}`} bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="excerpt" />
      <TextField source="category" />
      <TextField source="status" />
      <DateField source="createdAt" locales="fr-FR" />
      <WrapperField label="app.deletion.column" textAlign="right">
        <DeleteWithCodeButton resource="posts" />
      </WrapperField>
    </Datagrid>
  </List>
);
