import type { MouseEvent } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import { Box } from "@mui/material";
import { Button, useGetRecordRepresentation, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import type { DeletableResource } from "./deletionTargets";
import { DeletionDialogs } from "./DeletionDialogs";
import { useDeleteWithCode } from "./useDeleteWithCode";

export interface DeleteWithCodeButtonProps {
  /** react-admin resource name, e.g. "posts" or "delivery". */
  resource: DeletableResource;
  /** Defaults to the record in context (a list row, a detail page). */
  record?: RaRecord;
  /** Detail pages: where to go after the deletion; lists refresh instead. */
  redirectTo?: string;
  /** Button text and accessible name (translation key or text); "Supprimer" by default. */
  label?: string;
  /** Called once deleted, instead of refreshing react-admin's queries. */
  onDeleted?: () => void;
}

// Clicks in the button and in its dialogs (portals bubble through the React tree) must not
// reach the list row, whose click opens the record.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Deletes a record through the one-time-code flow (spec 000 and 001, point 4). */
export const DeleteWithCodeButton = ({
  resource,
  record: recordProp,
  redirectTo,
  label = "app.deletion.button",
  onDeleted,
}: DeleteWithCodeButtonProps) => {
  const contextRecord = useRecordContext();
  const record = recordProp ?? contextRecord;
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const flow = useDeleteWithCode({ resource, record, redirectTo, onDeleted });
  if (!record) return null;

  const representation = represent(record);
  const itemName =
    typeof representation === "string" || typeof representation === "number"
      ? String(representation)
      : `${translate(`resources.${resource}.name`, { smart_count: 1 })} #${record.id}`;

  return (
    <Box component="span" onClick={stopPropagation}>
      <Button label={label} color="error" onClick={flow.open}>
        <DeleteIcon />
      </Button>
      <DeletionDialogs
        state={flow.state}
        itemName={itemName}
        onCancel={flow.cancel}
        onConfirm={() => void flow.confirm()}
        onCodeChange={flow.setCode}
        onVerify={() => void flow.verify()}
      />
    </Box>
  );
};
