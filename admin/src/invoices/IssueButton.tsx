import SendIcon from "@mui/icons-material/Send";
import { useState } from "react";
import { Button, Confirm, useDataProvider } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "../sales/useSalesNotify";

/** "Émettre": after a confirmation, the draft takes its number and is frozen. */
export const IssueButton = ({ invoiceId, onIssued }: { invoiceId: string; onIssued: () => void }) => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const issue = async () => {
    setPending(true);
    try {
      await dataProvider.issueInvoice(invoiceId);
      notify.success("app.sales.invoice.issued");
      setOpen(false);
      onIssued();
    } catch (error) {
      notify.serverFailure("app.sales.invoice.issue_failed", error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="app.sales.invoice.issue" variant="contained" onClick={() => setOpen(true)} disabled={pending}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.sales.invoice.issue_confirm_title"
        content="app.sales.invoice.issue_confirm"
        confirm="app.sales.invoice.issue"
        onConfirm={() => void issue()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
