import { useCallback, useState } from "react";
import EmailIcon from "@mui/icons-material/Email";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { MailedResource } from "../providers/mailMethods";
import { SendMailDialog } from "./SendMailDialog";
import { shareLinkQueryKey } from "./useShareLink";

interface MailDocumentProps {
  resource: MailedResource;
  /** The document's documentId. */
  id: string;
  /** Its number, e.g. FA-26-0001, in the dialog's title and the PDF's name. */
  number: string;
  /** Reloads the page: a draft quote becomes sent. */
  onSent: () => void;
}

/** The dialog started from the server's proposed mail, loaded at each opening. */
const MailDocumentDialog = ({ resource, id, number, onSent, onClose }: MailDocumentProps & { onClose: () => void }) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const draft = useQuery({
    queryKey: [resource, "mailDraft", id],
    queryFn: ({ signal }) => dataProvider.mailDraft(resource, id, signal),
    // Forgotten once the dialog closes: the next opening starts from the client's current address.
    gcTime: 0,
    retry: false,
  });
  return (
    <SendMailDialog
      title={translate(`app.documents.mail.titles.${resource}`, { number })}
      attachment={translate("app.documents.mail.attachment", { name: `${number}.pdf` })}
      draft={draft.data}
      draftError={draft.error}
      send={(mail) => dataProvider.sendMail(resource, id, mail)}
      failureKey="app.documents.mail.failed"
      onSent={() => {
        // The mail carries a new link, which replaces the one the page shows.
        void queryClient.invalidateQueries({ queryKey: shareLinkQueryKey(resource, id) });
        onSent();
      }}
      onClose={onClose}
    />
  );
};

/** "Envoyer par e-mail" of an invoice, a quote or a credit note: the server proposes the mail and sends its PDF. */
export const MailDocumentButton = (props: MailDocumentProps) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <ActionButton label="app.documents.mail.open" variant="outlined" onClick={() => setOpen(true)}>
        <EmailIcon />
      </ActionButton>
      {open && <MailDocumentDialog {...props} onClose={close} />}
    </>
  );
};
