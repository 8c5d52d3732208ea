import { useEffect } from "react";
import { Box } from "@mui/material";
import { useListContext, type Identifier } from "react-admin";
import type { MessageRecord } from "./messageRecord";
import { MessageDetailPane, type MessageDetailPaneProps } from "./MessageDetailPane";

/** Spec 000 point 9: the mobile breakpoint is 768 px. */
export const NARROW_SCREEN = "@media (max-width: 767.95px)";

export interface MessageAsideProps extends Omit<MessageDetailPaneProps, "record"> {
  selectedId: Identifier | null;
}

/**
 * The pane shows the list's own record, so that marking it read or unread updates the row and
 * the pane together. A selection that leaves the page (deleted, filtered out) closes the pane.
 */
export const MessageAside = ({ selectedId, onClose, onToggleRead }: MessageAsideProps) => {
  const { data, isPending } = useListContext<MessageRecord>();
  const record = selectedId === null ? undefined : data?.find(({ id }) => id === selectedId);

  useEffect(() => {
    if (selectedId !== null && !isPending && !record) onClose();
  }, [selectedId, isPending, record, onClose]);

  if (!record) return null;
  return (
    <Box sx={{ flex: "0 0 400px", ml: 2, mt: 2, [NARROW_SCREEN]: { flex: "1 1 auto", ml: 0 } }}>
      <MessageDetailPane key={record.id} record={record} onClose={onClose} onToggleRead={onToggleRead} />
    </Box>
  );
};
