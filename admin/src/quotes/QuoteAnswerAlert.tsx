import { Alert, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { writtenText } from "../fields/writtenText";
import type { QuoteRecord } from "../sales/salesRecords";
import { quoteAnswerNote } from "./quoteAnswer";

/** "Accepté le … à … par …" (or "Refusé le …") and the client's words, when it answered from its link. */
export const QuoteAnswerAlert = ({ quote }: { quote: QuoteRecord }) => {
  const translate = useTranslate();
  const note = quoteAnswerNote(quote, translate);
  if (!note) return null;
  return (
    <Alert severity={note.decision === "accepted" ? "success" : "warning"}>
      {note.headline}
      {note.comment ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere", ...writtenText }}>
          {note.comment}
        </Typography>
      ) : null}
    </Alert>
  );
};
