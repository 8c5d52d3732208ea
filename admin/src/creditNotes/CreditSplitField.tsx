import { formatDH, recordedCreditApplication } from "@agency/shared";
import { Typography } from "@mui/material";
import { useRecordContext } from "react-admin";

type Part = "deducted" | "owedBack";

/** What a credit note took off its invoice, or owes back to its client, as it recorded; "—" for a note made before. */
export const creditSplitText = (
  note: { totalAmount: number | string; deductedAmount?: number | string | null },
  part: Part,
): string => {
  const application = recordedCreditApplication(note);
  return application ? formatDH(application[part]) : "—";
};

/** A list column of that part; `label` and `textAlign` are read by the Datagrid for its header. */
export const CreditSplitField = ({ part }: { part: Part; label: string; textAlign: "right" }) => {
  const note = useRecordContext<{ totalAmount: number | string; deductedAmount?: number | string | null }>();
  if (!note) return null;
  return (
    <Typography component="span" variant="body2">
      {creditSplitText(note, part)}
    </Typography>
  );
};
