import { useState } from "react";
import CloseIcon from "@mui/icons-material/Close";
import MarkAsUnreadIcon from "@mui/icons-material/MarkAsUnread";
import DraftsIcon from "@mui/icons-material/Drafts";
import ReplyIcon from "@mui/icons-material/Reply";
import { Box, IconButton, Paper, Stack, Typography } from "@mui/material";
import { contactServiceLabel } from "@agency/shared";
import { Button, useRefresh, useTranslate } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { MessageReplies } from "./MessageReplies";
import { formatDateTime, isUnread, messageDate, type MessageRecord } from "./messageRecord";
import { ReplyDialog } from "./ReplyDialog";
import { useReplies } from "./useReplies";

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      {value}
    </Typography>
  </Box>
);

export interface MessageDetailPaneProps {
  record: MessageRecord;
  onClose: () => void;
  onToggleRead: (record: MessageRecord) => void;
}

/** The selected message, its replies and what can be done with it. */
export const MessageDetailPane = ({ record, onClose, onToggleRead }: MessageDetailPaneProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { replies, reload } = useReplies(record.id);
  const [replying, setReplying] = useState(false);
  const t = (key: string) => translate(`app.inbox.messages.detail.${key}`);

  // The server marks a replied message read: the list row is refreshed along with the replies.
  const onSent = () => {
    reload();
    refresh();
  };

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
        <Detail label={t("name")} value={record.name} />
        <Detail label={t("email")} value={record.email} />
        <Detail label={t("phone")} value={record.phone} />
        <Detail label={t("service")} value={contactServiceLabel(record.service)} />
        <Detail label={t("date")} value={formatDateTime(messageDate(record))} />
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t("message")}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {record.message}
          </Typography>
        </Box>
        <MessageReplies replies={replies} />
      </Stack>
      <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 2 }}>
        <Button label="app.inbox.messages.actions.reply" variant="contained" onClick={() => setReplying(true)}>
          <ReplyIcon />
        </Button>
        <Button
          label={isUnread(record) ? "app.inbox.messages.actions.mark_read" : "app.inbox.messages.actions.mark_unread"}
          variant="outlined"
          onClick={() => onToggleRead(record)}
        >
          {isUnread(record) ? <DraftsIcon /> : <MarkAsUnreadIcon />}
        </Button>
        <DeleteWithCodeButton resource="messages" record={record} />
      </Stack>
      <ReplyDialog record={record} open={replying} onClose={() => setReplying(false)} onSent={onSent} />
    </Paper>
  );
};
