import { Box, Paper, Stack } from "@mui/material";
import type { ReactNode } from "react";
import type { StoredLine } from "@agency/shared";
import { writtenText } from "../fields/writtenText";
import { ClientBlock } from "./ClientBlock";
import { LabelledValue } from "./LabelledValue";
import { LinesTable } from "./LinesTable";
import type { ClientRef } from "./salesRecords";
import { TotalsBox, type TotalsAmounts } from "./TotalsBox";

/** A label (translation key) and its value: number, dates, terms... */
export type DocumentFact = readonly [label: string, value: ReactNode];

interface DocumentViewProps {
  record: TotalsAmounts & {
    client?: ClientRef | null;
    items: readonly StoredLine[];
    notes?: string | null;
  };
  facts: readonly (DocumentFact | false)[];
}

/** The read mode of an invoice, a quote or a credit note: client, facts, lines, totals and notes. */
export const DocumentView = ({ record, facts }: DocumentViewProps) => (
  <Stack spacing={3}>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <ClientBlock client={record.client} />
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Stack spacing={1}>
          {facts.map((fact) =>
            fact ? (
              <LabelledValue key={fact[0]} label={fact[0]}>
                {fact[1]}
              </LabelledValue>
            ) : null,
          )}
        </Stack>
      </Paper>
    </Stack>
    <LinesTable lines={record.items} />
    <TotalsBox totals={record} rates={record.items.map((item) => item.taxRate)} />
    {record.notes ? (
      <LabelledValue label="app.sales.fields.notes">
        {/* A block: an inline element would keep the paragraphs on the side of the page's direction. */}
        <Box sx={writtenText}>{record.notes}</Box>
      </LabelledValue>
    ) : null}
  </Stack>
);
