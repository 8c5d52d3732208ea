import { useEffect, useId } from "react";
import SendIcon from "@mui/icons-material/Send";
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, SaveButton, TextArrayInput, TextInput, useNotify, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import type { FieldValues } from "react-hook-form";
import { serverFieldErrors } from "../providers/fieldErrors";
import { serverMessageOf } from "../providers/http";
import { InputTyped, useKeptInput } from "../layout/useKeptInput";
import { LoadingState } from "../sales/PageStates";
import { useSalesNotify } from "../sales/useSalesNotify";
import { documentMailResolver, type DocumentMail } from "./documentMail";

/** Spec 001 point 4 (the delivery note's modal, kept for every document): it closes 1 s after a successful send. */
const CLOSE_AFTER_SENT_MS = 1000;

interface SendMailDialogProps {
  title: string;
  /** Says which PDF the server attaches. */
  attachment: string;
  /** The mail proposed to start from; absent while it loads. */
  draft: DocumentMail | undefined;
  /** Why the proposed mail could not be loaded, if it could not. */
  draftError?: unknown;
  /** The client's own address only (delivery notes): shown read-only, without copies. */
  fixedRecipient?: boolean;
  /** Sends the mail; answers the server's sentence saying it is sent. */
  send: (mail: DocumentMail) => Promise<string>;
  /** Translation key said when a failed send brings no message from the server. */
  failureKey: string;
  /** Lets the page reload what the sending changed (a draft quote becomes sent). */
  onSent?: () => void;
  /** A stable function: the closing timer restarts when it changes. */
  onClose: () => void;
}

/** "Envoyer par e-mail" of any document: recipient, copies, subject and message; the server attaches the PDF. */
export const SendMailDialog = (props: SendMailDialogProps) => {
  const { title, attachment, draft, draftError, fixedRecipient, send, failureKey, onSent, onClose } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const { serverFailure } = useSalesNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (sentence) => {
      notify(sentence, { type: "success", messageArgs: { _: sentence } });
      // Each sending is written to the journal: the page's history and its sendings read it again.
      void queryClient.invalidateQueries({ queryKey: ["auditEntries"] });
      onSent?.();
    },
    onError: (error) => serverFailure(failureKey, error),
  });
  const sent = sending.isSuccess;
  const locked = sending.isPending || sent;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const submit = async (values: FieldValues) => {
    try {
      // The resolver answers the checked mail.
      await sending.mutateAsync(values as DocumentMail);
      return undefined;
    } catch (error) {
      return serverFieldErrors(error);
    }
  };

  const kept = useKeptInput(onClose, { locked });
  const cancel = <ActionButton label="app.documents.mail.cancel" onClick={onClose} disabled={locked} />;

  return (
    <>
      <Dialog open onClose={kept.onDialogClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {draft ? (
          <Form defaultValues={draft} resolver={documentMailResolver} onSubmit={submit}>
            <InputTyped onChange={kept.setTyped} />
            <DialogContent>
              <Stack spacing={1}>
                <TextInput
                  source="to"
                  label={fixedRecipient ? "app.documents.mail.recipient" : "app.documents.mail.to"}
                  readOnly={fixedRecipient}
                  disabled={locked}
                  isRequired
                />
                {fixedRecipient ? null : (
                  <TextArrayInput
                    source="cc"
                    label="app.documents.mail.cc"
                    helperText="app.documents.mail.cc_help"
                    disabled={locked}
                  />
                )}
                <TextInput source="subject" label="app.documents.mail.subject" disabled={locked} isRequired />
                <TextInput
                  source="message"
                  label="app.documents.mail.message"
                  multiline
                  minRows={6}
                  disabled={locked}
                  isRequired
                />
                <Typography variant="body2" color="text.secondary">
                  {attachment}
                </Typography>
                {sent ? <Alert severity="success">{sending.data}</Alert> : null}
                {sending.isError ? (
                  <Alert severity="error">{serverMessageOf(sending.error) ?? translate(failureKey)}</Alert>
                ) : null}
              </Stack>
            </DialogContent>
            <DialogActions>
              {cancel}
              <SaveButton
                label="app.documents.mail.send"
                icon={<SendIcon />}
                disabled={locked}
                alwaysEnable={!locked}
              />
            </DialogActions>
          </Form>
        ) : (
          <>
            <DialogContent>
              {draftError ? (
                <Alert severity="error">
                  {translate("app.documents.mail.draft_failed", {
                    message: serverMessageOf(draftError) ?? translate("app.documents.unreachable"),
                  })}
                </Alert>
              ) : (
                <LoadingState message="app.documents.mail.loading" />
              )}
            </DialogContent>
            <DialogActions>{cancel}</DialogActions>
          </>
        )}
      </Dialog>
      {kept.question}
    </>
  );
};
