import { useEffect, useId, useState, type FormEvent } from "react";
import SendIcon from "@mui/icons-material/Send";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import type { DeliveryDetail } from "./deliveryAnswers";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { emailDraft, isSendable } from "./deliveryEmail";

/** Spec 001 point 4: the modal closes 1 s after a successful send. */
const CLOSE_AFTER_SENT_MS = 1000;

type Outcome = "editing" | "sending" | "sent" | "failed";

interface SendEmailDialogProps {
  delivery: DeliveryDetail;
  /** A stable function: the closing timer restarts when it changes. */
  onClose: () => void;
}

/** The delivery note by e-mail: recipient fixed to the client, subject and message editable. */
export const SendEmailDialog = ({ delivery, onClose }: SendEmailDialogProps) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.delivery_screen.email.${key}`, options);
  const notify = useNotify();
  const titleId = useId();
  const [email, setEmail] = useState(() => emailDraft(delivery, translate));
  const [outcome, setOutcome] = useState<Outcome>("editing");
  const locked = outcome === "sending" || outcome === "sent";

  useEffect(() => {
    if (outcome !== "sent") return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SENT_MS);
    return () => clearTimeout(timer);
  }, [outcome, onClose]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || !isSendable(email)) return;
    setOutcome("sending");
    try {
      await dataProvider.sendDeliveryMail(email);
      setOutcome("sent");
      notify("app.delivery_screen.email.sent", { type: "success" });
    } catch (error) {
      console.error(`Sending delivery note ${delivery.deliveryNumber} by e-mail failed`, error);
      setOutcome("failed");
      notify("app.delivery_screen.email.failed", { type: "error" });
    }
  };

  return (
    <Dialog open onClose={locked ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void send(event)} noValidate>
        <DialogTitle id={titleId}>{t("title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t("to")} value={email.to} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label={t("subject")}
              value={email.subject}
              onChange={(event) => setEmail({ ...email, subject: event.target.value })}
              disabled={locked}
              required
            />
            <TextField
              label={t("message")}
              value={email.message}
              onChange={(event) => setEmail({ ...email, message: event.target.value })}
              disabled={locked}
              required
              multiline
              minRows={6}
            />
            <Typography variant="body2" color="text.secondary">
              {t("attachment", { number: delivery.deliveryNumber })}
            </Typography>
            {!isSendable(email) && <Alert severity="info">{t("required")}</Alert>}
            {outcome === "sent" && <Alert severity="success">{t("sent")}</Alert>}
            {outcome === "failed" && <Alert severity="error">{t("failed")}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={locked}>
            {t("cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            loading={outcome === "sending"}
            loadingPosition="start"
            disabled={outcome === "sent" || !isSendable(email)}
          >
            {t("send")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
