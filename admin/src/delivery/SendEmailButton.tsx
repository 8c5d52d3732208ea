import { useCallback, useId, useState } from "react";
import EmailIcon from "@mui/icons-material/Email";
import { Typography } from "@mui/material";
import { Button, useTranslate } from "react-admin";
import type { DeliveryDetail } from "./deliveryAnswers";
import { SendEmailDialog } from "./SendEmailDialog";

/**
 * "Envoyer par e-mail" opens the spec's modal (which the described app never opened). The note
 * can only go to the client's address, so without one the button is off and says why.
 */
export const SendEmailButton = ({ delivery }: { delivery: DeliveryDetail }) => {
  const translate = useTranslate();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hasAddress = Boolean(delivery.client?.email);

  return (
    <>
      <Button
        label="app.delivery_screen.email.open"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={!hasAddress}
        aria-describedby={hasAddress ? undefined : hintId}
      >
        <EmailIcon />
      </Button>
      {!hasAddress && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {translate("app.delivery_screen.email.no_address")}
        </Typography>
      )}
      {/* Mounted only while open, so each opening starts from a fresh draft. */}
      {open && <SendEmailDialog delivery={delivery} onClose={close} />}
    </>
  );
};
