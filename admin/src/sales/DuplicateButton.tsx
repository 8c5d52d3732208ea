import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useState } from "react";
import { useDataProvider } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useNavigate } from "react-router-dom";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "./useSalesNotify";

/** "Dupliquer": a new draft with the same client, lines and notes, opened at once. */
export const DuplicateButton = ({ resource, id }: { resource: "invoices" | "quotes"; id: string }) => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const duplicate = async () => {
    setPending(true);
    try {
      const copy = await dataProvider.duplicate(resource, id);
      notify.success("app.sales.invoice.duplicated");
      navigate(`/${resource}/${encodeURIComponent(copy)}`);
    } catch (error) {
      notify.serverFailure("app.sales.invoice.duplicate_failed", error);
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionButton
      label="app.sales.invoice.duplicate"
      variant="outlined"
      onClick={() => void duplicate()}
      disabled={pending}
    >
      <ContentCopyIcon />
    </ActionButton>
  );
};
