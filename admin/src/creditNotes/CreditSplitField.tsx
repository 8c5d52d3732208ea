import { recordedCreditApplication } from "@agency/shared";
import { useRecordContext } from "react-admin";
import { MoneyText } from "../fields/MoneyField";

type Part = "deducted" | "owedBack";
type RecordedNote = { totalAmount: number | string; deductedAmount?: number | string | null };

/** What a credit note took off its invoice, or owes back to its client, as it recorded; null for a note made before. */
export const creditSplit = (note: RecordedNote, part: Part): number | null =>
  recordedCreditApplication(note)?.[part] ?? null;

/** A list column of that part, "—" where not recorded; `label` and `textAlign` are read by the Datagrid's header. */
export const CreditSplitField = ({ part }: { part: Part; label: string; textAlign: "right" }) => {
  const note = useRecordContext<RecordedNote>();
  if (!note) return null;
  return <MoneyText amount={creditSplit(note, part)} empty="—" />;
};
