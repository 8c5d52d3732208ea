import { useId, type ReactNode } from "react";
import { Paper, Typography } from "@mui/material";

/** A titled region of the dashboard; the render prop receives the title's id for labelling. */
export const DashboardSection = ({ title, children }: { title: string; children: (titleId: string) => ReactNode }) => {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children(titleId)}
    </Paper>
  );
};
