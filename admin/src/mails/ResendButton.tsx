import SendIcon from "@mui/icons-material/Send";
import { useMutation } from "@tanstack/react-query";
import { useNotify, useRefresh } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "../sales/useSalesNotify";

/** "Renvoyer": the mail goes back in the queue, sent at once, with a fresh round of attempts. */
export const ResendButton = ({ id }: { id: string }) => {
  const dataProvider = useAgencyDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { serverFailure } = useSalesNotify();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendMail(id),
    onSuccess: (message) => {
      notify(message, { type: "success", messageArgs: { _: message } });
      refresh();
    },
    onError: (error) => serverFailure("app.mails.resend_failed", error),
  });
  return (
    <ActionButton
      label={resend.isPending ? "app.mails.resending" : "app.mails.resend"}
      variant="contained"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
    >
      <SendIcon />
    </ActionButton>
  );
};
