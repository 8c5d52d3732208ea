import { Chip } from "@mui/material";
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  TextField,
  WrapperField,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";
import { EmptyState } from "../messages/EmptyState";
import { SubscriberActions } from "./SubscriberActions";
import { subscriberStatusKey } from "./subscriberStatus";
import { ScreenHeading } from "../layout/ScreenHeading";

const StatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const key = subscriberStatusKey(status);
  const label = key ? translate(key) : String(status ?? "");
  return <Chip label={label} size="small" color={status === "active" ? "success" : "default"} />;
};

const empty = <EmptyState message="app.inbox.subscribers.empty" />;

// Both staff roles manage subscribers. The CSV export is the API's own
// (/api/subscribers/export.csv) and deletion needs a one-time code: react-admin's are off.
export const SubscriberList = () => (
  <>
    <ScreenHeading title="app.titles.subscribers" />
    <List
      title="app.titles.subscribers"
      filters={searchFilter}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
      actions={<SubscriberActions />}
      empty={empty}
    >
      <Datagrid rowClick={false} bulkActionButtons={false} empty={empty}>
        <EmailField source="email" />
        <TextField source="source" />
        <FunctionField<RaRecord>
          source="status"
          label="app.inbox.subscribers.status"
          render={(record) => <StatusChip status={record.status} />}
        />
        <DateField source="createdAt" locales="fr-FR" />
        <WrapperField label="app.deletion.column" textAlign="right">
          <DeleteWithCodeButton resource="subscribers" />
        </WrapperField>
      </Datagrid>
    </List>
  </>
);
