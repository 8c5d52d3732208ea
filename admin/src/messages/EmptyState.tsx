import InboxIcon from "@mui/icons-material/Inbox";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** What a list shows with nothing to list (no records, or none matching the search). */
export const EmptyState = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {translate(message)}
      </Typography>
    </Box>
  );
};
