import SendIcon from "@mui/icons-material/Send";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, useDataProvider } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "../sales/useSalesNotify";

/** "Émettre": after a confirmation, the draft takes its number and is frozen. */
export const IssueButton = ({ invoiceId, onIssued }: { invoiceId: string; onIssued: () => void }) => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const [open, setOpen] = useState(false);
  const issue = useMutation({
    mutationFn: () => dataProvider.issueInvoice(invoiceId),
    onSuccess: () => {
      notify.success("app.sales.invoice.issued");
      setOpen(false);
      onIssued();
    },
    onError: (error) => notify.serverFailure("app.sales.invoice.issue_failed", error),
  });
  return (
    <>
      <ActionButton
        label="app.sales.invoice.issue"
        variant="contained"
        onClick={() => setOpen(true)}
        disabled={issue.isPending}
      >
        <SendIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={issue.isPending}
        title="app.sales.invoice.issue_confirm_title"
        content="app.sales.invoice.issue_confirm"
        confirm="app.sales.invoice.issue"
        onConfirm={() => issue.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
