import { useCallback, useId, useState } from "react";
import EmailIcon from "@mui/icons-material/Email";
import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { SendMailDialog } from "../documents/SendMailDialog";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { DeliveryDetail } from "./deliveryAnswers";
import { emailDraft } from "./deliveryEmail";

/** The note's mail, drafted here from the client's details when the dialog opens. */
const DeliveryMailDialog = ({ delivery, onClose }: { delivery: DeliveryDetail; onClose: () => void }) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const [draft] = useState(() => emailDraft(delivery, translate));
  return (
    <SendMailDialog
      title={translate("app.delivery_screen.email.title")}
      attachment={translate("app.delivery_screen.email.attachment", { number: delivery.deliveryNumber })}
      draft={draft}
      fixedRecipient
      send={(mail) => dataProvider.sendDeliveryMail(delivery.id, mail)}
      failureKey="app.delivery_screen.email.failed"
      onClose={onClose}
    />
  );
};

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
      <ActionButton
        label="app.documents.mail.open"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={!hasAddress}
        aria-describedby={hasAddress ? undefined : hintId}
      >
        <EmailIcon />
      </ActionButton>
      {!hasAddress && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {translate("app.delivery_screen.email.no_address")}
        </Typography>
      )}
      {/* Mounted only while open, so each opening starts from a fresh draft. */}
      {open && <DeliveryMailDialog delivery={delivery} onClose={close} />}
    </>
  );
};
