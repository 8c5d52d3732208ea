import { nextStatuses } from "@agency/shared";
import { Button } from "@mui/material";
import { useTranslate } from "react-admin";
import type { SalesResource } from "../providers/salesMethods";
import { useStatusChange } from "./useStatusChange";

interface StatusActionsProps {
  kind: "quote" | "delivery";
  resource: SalesResource;
  id: string;
  status: string;
  onChanged: () => void;
}

// The moves that end a document's course without it being done.
const endings = new Set(["rejected", "cancelled"]);

/**
 * One button per move the server allows from the current status (quote: draft → sent → accepted
 * or rejected; delivery note: draft → sent → delivered, or cancelled), labelled `app.sales.<kind>.transitions.*`.
 * Worded at every width: react-admin's Button shrinks to its icon on a phone, and a move has no icon that says it.
 */
export const StatusActions = ({ kind, resource, id, status, onChanged }: StatusActionsProps) => {
  const translate = useTranslate();
  const { change, pending } = useStatusChange(resource, id, `app.sales.${kind}.update_failed`, onChanged);
  return nextStatuses(kind, status).map((next) => (
    <Button
      key={next}
      size="small"
      variant="outlined"
      color={endings.has(next) ? "error" : "primary"}
      disabled={pending}
      onClick={() => change(next)}
    >
      {translate(`app.sales.${kind}.transitions.${next}`)}
    </Button>
  ));
};
