import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { visuallyHidden } from "./visuallyHidden";

/**
 * A list or form shows its title in the app bar, which is no heading: this gives the page its
 * `h1` with the same words, so that assistive tech and the outline find where the page starts.
 */
export const ScreenHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box component="h1" sx={visuallyHidden}>
      {translate(title, { _: title })}
    </Box>
  );
};
