import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import MoreHorizIcon from "@mui/icons-material/MoreHoriz";
import { Box, Stack } from "@mui/material";
import { useId, useState, type ReactNode } from "react";
import { ActionButton } from "../layout/ActionButton";

/**
 * A document's buttons on its title's line. On a phone, where each keeps its words, the invoice's eight made five
 * rows above the document: there the first ones show and the others wait behind "Autres actions". They stay mounted
 * while hidden (CSS, not a remount), so that a dialog one of them opened keeps its state.
 */
export const PageActions = ({ actions, more }: { actions?: ReactNode; more?: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack
      direction="row"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      alignItems="center"
      justifyContent={{ md: "flex-end" }}
    >
      {actions}
      {more ? (
        <>
          <ActionButton
            label="app.sales.common.more_actions"
            variant="text"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
            sx={{ display: { sm: "none" } }}
          >
            {open ? <ExpandLessIcon /> : <MoreHorizIcon />}
          </ActionButton>
          <Box id={id} sx={{ display: { xs: open ? "contents" : "none", sm: "contents" } }}>
            {more}
          </Box>
        </>
      ) : null}
    </Stack>
  );
};
