import { Box, Typography, type BoxProps } from "@mui/material";
import { writtenText } from "../fields/writtenText";

interface LabelledTextProps extends BoxProps {
  label: string;
  text: string;
  /** Keeps the writer's line breaks (a message, a reply). */
  multiline?: boolean;
}

/** A text of the message pane under its small label; long addresses wrap anywhere rather than overflow. */
export const LabelledText = ({ label, text, multiline = false, ...box }: LabelledTextProps) => (
  <Box {...box}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography
      variant="body2"
      sx={{ overflowWrap: "anywhere", ...(multiline && { ...writtenText, whiteSpace: "pre-wrap" }) }}
    >
      {text}
    </Typography>
  </Box>
);
