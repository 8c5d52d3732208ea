import { useState } from "react";
import CloseIcon from "@mui/icons-material/Close";
import MarkAsUnreadIcon from "@mui/icons-material/MarkAsUnread";
import DraftsIcon from "@mui/icons-material/Drafts";
import ReplyIcon from "@mui/icons-material/Reply";
import { IconButton, Paper, Stack, Typography } from "@mui/material";
import { contactServiceLabel } from "@agency/shared";
import { useRefresh, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { LabelledText } from "./LabelledText";
import { MessageReplies } from "./MessageReplies";
import { formatDateTime, isUnread, messageDate, type MessageRecord } from "./messageRecord";
import { ReplyDialog } from "./ReplyDialog";

export interface MessageDetailPaneProps {
  record: MessageRecord;
  onClose: () => void;
  onToggleRead: (record: MessageRecord) => void;
}

/** The selected message, its replies and what can be done with it. */
export const MessageDetailPane = ({ record, onClose, onToggleRead }: MessageDetailPaneProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [replying, setReplying] = useState(false);
  const t = (key: string) => translate(`app.inbox.messages.detail.${key}`);
  // Named as the list's columns are.
  const column = (source: string) => translate(`resources.messages.fields.${source}`);

  return (
    <Paper component="section" aria-label={t("region")} sx={{ p: 2, alignSelf: "flex-start", width: "100%" }}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between">
        <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {record.name}
        </Typography>
        <IconButton aria-label={t("close")} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        <LabelledText label={column("name")} text={record.name} />
        <LabelledText label={column("email")} text={record.email} />
        <LabelledText label={column("phone")} text={record.phone} />
        <LabelledText label={column("service")} text={contactServiceLabel(record.service)} />
        <LabelledText label={translate("app.inbox.messages.date")} text={formatDateTime(messageDate(record))} />
        <LabelledText label={t("message")} text={record.message} multiline />
        <MessageReplies id={record.id} />
      </Stack>
      <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 2 }}>
        <ActionButton label="app.inbox.messages.actions.reply" variant="contained" onClick={() => setReplying(true)}>
          <ReplyIcon />
        </ActionButton>
        <ActionButton
          label={isUnread(record) ? "app.inbox.messages.actions.mark_read" : "app.inbox.messages.actions.mark_unread"}
          variant="outlined"
          onClick={() => onToggleRead(record)}
        >
          {isUnread(record) ? <DraftsIcon /> : <MarkAsUnreadIcon />}
        </ActionButton>
        <DeleteWithCodeButton resource="messages" record={record} />
      </Stack>
      {/* The server marks a replied message read: the refresh reloads the list row and the replies. */}
      <ReplyDialog record={record} open={replying} onClose={() => setReplying(false)} onSent={refresh} />
    </Paper>
  );
};
