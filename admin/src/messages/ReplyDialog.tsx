import { useId, useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { useKeptInput } from "../layout/useKeptInput";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { canSendReply, replyPayload, type MessageRecord } from "./messageRecord";

export interface ReplyDialogProps {
  record: MessageRecord;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** The reply overlay: the server mails the text to the address stored with the message. */
export const ReplyDialog = ({ record, open, onClose, onSent }: ReplyDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAgencyDataProvider();
  const [text, setText] = useState("");
  const titleId = useId();

  const close = () => {
    setText("");
    onClose();
  };

  const { mutate: send, isPending: sending } = useMutation({
    mutationFn: (reply: string) => dataProvider.sendReply(replyPayload(record, reply)),
    onSuccess: () => {
      notify("app.inbox.messages.reply.sent", { type: "success" });
      close();
      onSent();
    },
    // The overlay stays open so the text typed is not lost.
    onError: () => notify("app.inbox.messages.reply.failed", { type: "error" }),
  });

  const kept = useKeptInput(close, { locked: sending, typed: text.trim() !== "" });

  return (
    <>
      <Dialog open={open} onClose={kept.onDialogClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate("app.inbox.messages.reply.title", { name: record.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="reply-recipient"
              label={translate("app.inbox.messages.reply.recipient")}
              value={`${record.name} <${record.email}>`}
              slotProps={{ input: { readOnly: true } }}
              fullWidth
            />
            <TextField
              id="reply-text"
              label={translate("app.inbox.messages.reply.field")}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={5}
              autoFocus
              fullWidth
              disabled={sending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {translate("app.inbox.messages.reply.cancel")}
          </Button>
          <Button variant="contained" onClick={() => send(text)} disabled={sending || !canSendReply(text)}>
            {translate("app.inbox.messages.reply.send")}
          </Button>
        </DialogActions>
      </Dialog>
      {kept.question}
    </>
  );
};
