import { useCallback, useState, type MouseEvent } from "react";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Chip, type Theme } from "@mui/material";
import { contactServiceLabel } from "@agency/shared";
import {
  Button,
  EmailField,
  FunctionField,
  TextField,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type Identifier,
} from "react-admin";
import { InboxList } from "./InboxList";
import { formatDateTime, isUnread, messageDate, type MessageRecord } from "./messageRecord";
import { MessageAside, NARROW_SCREEN } from "./MessageAside";

const OpenButton = ({ onOpen }: { onOpen: (record: MessageRecord) => void }) => {
  const record = useRecordContext<MessageRecord>();
  if (!record) return null;
  // The row's own click would open it a second time.
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(record);
  };
  return (
    <Button label="app.inbox.messages.open" onClick={open}>
      <VisibilityIcon />
    </Button>
  );
};

// Selecting a row (click or "Voir", which keyboards reach) opens the detail pane beside the
// table, below it on narrow screens; opening an unread message marks it read.
export const MessageList = () => {
  const translate = useTranslate();
  const [selectedId, setSelectedId] = useState<Identifier | null>(null);
  const [update] = useUpdate<MessageRecord>();
  const notify = useNotify();

  const setRead = useCallback(
    (record: MessageRecord, read: boolean) =>
      update(
        "messages",
        { id: record.id, data: { read }, previousData: record },
        {
          mutationMode: "pessimistic",
          onError: () => notify("ra.notification.http_error", { type: "error" }),
        },
      ),
    [update, notify],
  );

  const open = (record: MessageRecord) => {
    setSelectedId(record.id);
    if (isUnread(record)) void setRead(record, true);
  };
  const close = useCallback(() => setSelectedId(null), []);
  const toggleRead = useCallback((record: MessageRecord) => void setRead(record, isUnread(record)), [setRead]);

  return (
    <InboxList
      resource="messages"
      title="app.titles.messages"
      sortField="date"
      emptyMessage="app.inbox.messages.empty"
      aside={<MessageAside selectedId={selectedId} onClose={close} onToggleRead={toggleRead} />}
      sx={{ [NARROW_SCREEN]: { flexDirection: "column" } }}
      rowClick={(_id, _resource, record) => {
        open(record as MessageRecord);
        return false;
      }}
      rowSx={(record) => ({
        // The tint of the row's sticky first cell too (layout/Layout.tsx).
        ...(record.id === selectedId && {
          backgroundColor: "action.selected",
          "--row-tint": (theme: Theme) => theme.palette.action.selected,
        }),
        ...(isUnread(record as MessageRecord) && { "& td": { fontWeight: 700 } }),
      })}
      rowActions={<OpenButton onOpen={open} />}
    >
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="phone" />
      <FunctionField<MessageRecord> source="service" render={(record) => contactServiceLabel(record.service)} />
      <FunctionField<MessageRecord>
        source="date"
        label="app.inbox.messages.date"
        render={(record) => formatDateTime(messageDate(record))}
      />
      <FunctionField<MessageRecord>
        label="app.inbox.messages.status"
        sortable={false}
        render={(record) =>
          isUnread(record) ? <Chip label={translate("app.inbox.messages.unread")} size="small" color="primary" /> : null
        }
      />
    </InboxList>
  );
};
