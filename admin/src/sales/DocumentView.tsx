import { Paper, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { ClientBlock } from "./ClientBlock";
import { LabelledValue } from "./LabelledValue";
import { LinesTable } from "./LinesTable";
import type { StoredLine } from "@agency/shared";
import type { ClientRef } from "./salesRecords";
import { TotalsBox, type TotalsAmounts } from "./TotalsBox";

interface DocumentViewProps {
  client: ClientRef | null | undefined;
  /** Number, dates and terms, as LabelledValue items. */
  facts: ReactNode;
  lines: readonly StoredLine[];
  totals: TotalsAmounts;
  notes: string | null | undefined;
}

/** The read mode of an invoice or a quote: client, facts, lines, totals and notes. */
export const DocumentView = ({ client, facts, lines, totals, notes }: DocumentViewProps) => (
  <Stack spacing={3}>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <ClientBlock client={client} />
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Stack spacing={1}>{facts}</Stack>
      </Paper>
    </Stack>
    <LinesTable lines={lines} />
    <TotalsBox totals={totals} />
    {notes ? (
      <LabelledValue label="app.sales.fields.notes">
        <span style={{ whiteSpace: "pre-line" }}>{notes}</span>
      </LabelledValue>
    ) : null}
  </Stack>
);
