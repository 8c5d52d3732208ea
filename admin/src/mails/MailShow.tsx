import { Alert, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { ScreenHeading } from "../layout/ScreenHeading";
import { LabelledValue } from "../sales/LabelledValue";
import { BackLink, LoadingState, NotFoundState } from "../sales/PageStates";
import { canResend, errorLines, formatMailTime, type MailRecord } from "./mailRecord";
import { MailStatusChip } from "./MailStatusChip";
import { ResendButton } from "./ResendButton";
import { useMail } from "./useMail";

const MailErrors = ({ mail }: { mail: MailRecord }) => {
  const translate = useTranslate();
  const lines = errorLines(mail);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate("app.mails.errors_title")}
      </Typography>
      {lines.length ? (
        <List dense>
          {lines.map((line, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText primary={line.error} secondary={line.at} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate("app.mails.no_errors")}</Typography>
      )}
    </Stack>
  );
};

const MailDetail = ({ mail }: { mail: MailRecord }) => (
  <Paper sx={{ p: 3 }}>
    <Stack spacing={2}>
      <LabelledValue label="app.mails.fields.status">
        <MailStatusChip status={mail.status} />
      </LabelledValue>
      <LabelledValue label="app.mails.fields.to">{mail.to}</LabelledValue>
      {mail.cc ? <LabelledValue label="app.mails.fields.cc">{mail.cc}</LabelledValue> : null}
      <LabelledValue label="app.mails.fields.subject">{mail.subject}</LabelledValue>
      <LabelledValue label="app.mails.fields.about">{mail.about ?? "—"}</LabelledValue>
      <LabelledValue label="app.mails.fields.createdAt">{formatMailTime(mail.createdAt)}</LabelledValue>
      <LabelledValue label="app.mails.fields.attempts">{mail.attempts}</LabelledValue>
      {mail.status === "queued" ? (
        <LabelledValue label="app.mails.fields.nextAttemptAt">{formatMailTime(mail.nextAttemptAt)}</LabelledValue>
      ) : null}
      {mail.status === "sent" ? (
        <LabelledValue label="app.mails.fields.sentAt">{formatMailTime(mail.sentAt)}</LabelledValue>
      ) : null}
      {canResend(mail.status) ? (
        <div>
          <ResendButton id={String(mail.id)} />
        </div>
      ) : null}
      <MailErrors mail={mail} />
    </Stack>
  </Paper>
);

/** /mails/:id: one mail of the outbox, its attempts' errors, and « Renvoyer » when it failed or waits. */
export const MailShow = () => {
  const translate = useTranslate();
  const { id = "" } = useParams();
  const state = useMail(id);
  if (state.status === "missing")
    return <NotFoundState message="app.mails.missing" backTo="/mails" backLabel="app.mails.back" />;
  if (state.status === "failed") return <Alert severity="error">{translate("app.mails.load_failed")}</Alert>;
  if (state.status === "loading") return <LoadingState message="app.mails.list_loading" />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <BackLink to="/mails" label="app.mails.back" />
      <ScreenHeading title={state.mail.subject} />
      <MailDetail mail={state.mail} />
    </Stack>
  );
};
