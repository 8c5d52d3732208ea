import { Box } from "@mui/material";
import { useTranslate } from "react-admin";

/** Kept in the page's outline and read by screen readers, not drawn (MUI's visually-hidden recipe). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

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
