import { QUOTE_STATUS_OPTIONS } from "@agency/shared";
import { Datagrid, DateField, List, TextField, WrapperField } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { MoneyField } from "../fields/MoneyField";
import { EmptyState, LoadingState } from "../sales/PageStates";
import { SalesListActions, salesFilters, ViewButton } from "../sales/salesListParts";
import { StatusChipField } from "../sales/StatusChip";
import { useSalesNotify } from "../sales/useSalesNotify";
import { ScreenHeading } from "../layout/ScreenHeading";

const filters = salesFilters(QUOTE_STATUS_OPTIONS.map(({ value, label }) => ({ id: value, name: label })));

// The client comes populated with each quote (one request); exports are made by the server and
// deletions go through the API, so react-admin's client-side export and bulk delete are off.
export const QuoteList = () => {
  const { failure } = useSalesNotify();
  return (
    <RequireRole allow={adminOnly}>
      <ScreenHeading title="app.sales.quote.list_title" />
      <List
        title="app.sales.quote.list_title"
        filters={filters}
        sort={{ field: "issueDate", order: "DESC" }}
        exporter={false}
        actions={<SalesListActions resource="quotes" to="/quotes/create" label="app.sales.quote.new" />}
        empty={false}
        loading={<LoadingState message="app.sales.quote.list_loading" />}
        queryOptions={{ onError: (error: unknown) => failure("app.sales.quote.list_failed", error) }}
      >
        <Datagrid
          rowClick={(id) => `/quotes/${encodeURIComponent(String(id))}`}
          bulkActionButtons={false}
          empty={<EmptyState message="app.sales.quote.list_empty" />}
        >
          <TextField source="quoteNumber" />
          <TextField source="client.name" emptyText="app.sales.common.client_missing" />
          <DateField source="issueDate" locales="fr-FR" />
          <DateField source="validUntil" locales="fr-FR" />
          <MoneyField source="totalAmount" textAlign="right" />
          <StatusChipField kind="quote" source="status" />
          <WrapperField label="app.deletion.column" textAlign="right">
            <ViewButton basePath="/quotes" />
            <DeleteWithCodeButton resource="quotes" />
          </WrapperField>
        </Datagrid>
      </List>
    </RequireRole>
  );
};
