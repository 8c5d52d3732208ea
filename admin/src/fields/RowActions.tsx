import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import { CompactActions } from "../layout/ActionButton";

interface RowActionsProps {
  children: ReactNode;
  /** Read by the Datagrid for the column's header, as it reads a field's. */
  label: string;
  textAlign: "right";
}

/**
 * A list's last column: the row's actions. On a phone (icons, in a table that scrolls) side by side: stacked, they
 * made every row twice as tall; wider, their words may wrap for the other columns to fit the window.
 */
export const RowActions = ({ children }: RowActionsProps) => (
  <Stack direction="row" justifyContent="flex-end" sx={{ flexWrap: { xs: "nowrap", sm: "wrap" } }}>
    <CompactActions>{children}</CompactActions>
  </Stack>
);
