import { AutocompleteInput, ReferenceInput } from "react-admin";

/** The client of a document, searched by name among the clients (the list's `q` search); archived ones are not offered. */
export const ClientInput = () => (
  <ReferenceInput
    source="client"
    reference="clients"
    sort={{ field: "name", order: "ASC" }}
    filter={{ archived: false }}
  >
    <AutocompleteInput label="app.sales.fields.client" optionText="name" isRequired helperText={false} />
  </ReferenceInput>
);
