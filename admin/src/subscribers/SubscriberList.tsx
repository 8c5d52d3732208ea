import { Chip } from "@mui/material";
import { DateField, EmailField, FunctionField, TextField, useTranslate, type RaRecord } from "react-admin";
import { InboxList } from "../messages/InboxList";
import { SubscriberActions } from "./SubscriberActions";
import { subscriberStatusKey } from "./subscriberStatus";

const StatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const key = subscriberStatusKey(status);
  const label = key ? translate(key) : String(status ?? "");
  return <Chip label={label} size="small" color={status === "active" ? "success" : "default"} />;
};

export const SubscriberList = () => (
  <InboxList
    resource="subscribers"
    title="app.titles.subscribers"
    sortField="createdAt"
    emptyMessage="app.inbox.subscribers.empty"
    actions={<SubscriberActions />}
    rowClick={false}
  >
    <EmailField source="email" />
    <TextField source="source" />
    <FunctionField<RaRecord>
      source="status"
      label="app.inbox.subscribers.status"
      render={(record) => <StatusChip status={record.status} />}
    />
    <DateField source="createdAt" locales="fr-FR" />
  </InboxList>
);
