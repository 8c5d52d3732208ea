import type { MouseEvent } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import { Box } from "@mui/material";
import { useGetRecordRepresentation, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { otpCollections } from "./deletionTargets";
import { CodeFlowDialogs } from "./CodeFlowDialogs";
import { useCodeFlow } from "./useCodeFlow";
import { useDeletion, type DeletionOptions } from "./useDeletion";

export interface DeleteWithCodeButtonProps extends Omit<DeletionOptions, "record"> {
  /** Defaults to the record in context (a list row, a detail page). */
  record?: RaRecord;
  /** Button text and accessible name (translation key or text); "Supprimer" by default. */
  label?: string;
}

// Clicks in the button and in its dialogs (portals bubble through the React tree) must not
// reach the list row, whose click opens the record.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Deletes a record through the one-time-code flow (spec 000 and 001, point 4). */
export const DeleteWithCodeButton = ({ record, ...props }: DeleteWithCodeButtonProps) => {
  const contextRecord = useRecordContext();
  const target = record ?? contextRecord;
  return target ? <DeleteRecordButton {...props} record={target} /> : null;
};

const DeleteRecordButton = ({ label = "app.deletion.button", ...options }: DeletionOptions & { label?: string }) => {
  const { resource, record } = options;
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const flow = useCodeFlow(otpCollections[resource], record.id);
  const deletion = useDeletion(options);

  const representation = represent(record);
  const itemName =
    typeof representation === "string" || typeof representation === "number"
      ? String(representation)
      : `${translate(`resources.${resource}.name`, { smart_count: 1 })} #${record.id}`;

  return (
    <Box component="span" onClick={stopPropagation}>
      <ActionButton label={label} color="error" onClick={flow.open}>
        <DeleteIcon />
      </ActionButton>
      <CodeFlowDialogs flow={flow} action={deletion} itemName={itemName} />
    </Box>
  );
};
