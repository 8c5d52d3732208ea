import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** A read-only value under its small label (a translation key, or words of `shared/` as a printed document has them). */
export const LabelledValue = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label, { _: label })}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
};
