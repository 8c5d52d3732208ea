import { creditApplication, formatDH, type StoredLine } from "@agency/shared";
import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { creditNoteAmount, type CreditNoteFormValues } from "./creditNoteForm";

/**
 * Before an avoir that cannot be undone: how it will apply, as the server will record it and its PDF print it (the
 * part that comes off what the invoice still asks, the part already paid that is owed back to the client).
 */
export const CreditApplicationNote = ({ lines, due }: { lines: StoredLine[]; due: number }) => {
  const translate = useTranslate();
  const [scope, quantities] = useWatch({ name: ["scope", "quantities"] }) as [
    CreditNoteFormValues["scope"],
    CreditNoteFormValues["quantities"],
  ];
  const amount = creditNoteAmount({ scope, quantities: quantities ?? [] }, lines);
  if (!(amount > 0)) return null;
  const { deducted, owedBack } = creditApplication(amount, due);
  const wording = owedBack === 0 ? "deducted" : deducted === 0 ? "owed_back" : "split";
  return (
    <Alert severity="info" role="status" sx={{ mt: 2 }}>
      {translate(`app.credit_notes.application.${wording}`, {
        amount: formatDH(amount),
        deducted: formatDH(deducted),
        owed: formatDH(owedBack),
      })}
    </Alert>
  );
};
