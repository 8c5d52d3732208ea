import {
  acceptanceLines,
  formatDH,
  formatPercent,
  formatQuantity,
  PRICED_LINE_HEADERS,
  printedAmounts,
  rowsAfterTotal,
  type InvoiceSettlements,
  type QuoteAnswerRecord,
  type PricedKind,
  type StoredLine,
} from "@agency/shared";
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";
import { writtenText } from "../fields/writtenText";
import type { DocumentFact } from "./DocumentView";
import type { ClientRef } from "./salesRecords";

/** What the print view reads of an invoice or a quote (an invoice's payments and credit notes, a quote's answer). */
export interface PrintableRecord extends InvoiceSettlements, QuoteAnswerRecord {
  id: string;
  status: string;
  client?: ClientRef | null;
  items: readonly StoredLine[];
  notes?: string | null;
}

const boxSx = { flex: 1, border: 1, borderColor: "divider", borderRadius: 1, px: 1.5, py: 1 } as const;

/** A label and its value on one line, as in the PDF's boxes. */
const FactLine = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: "text.secondary" }}>
        {translate(label)} :
      </Box>{" "}
      {children}
    </Typography>
  );
};

/**
 * An invoice or a quote as its PDF shows it, on one sheet when it can: client and facts side by
 * side, lines HT, the totals with the VAT by rate (an invoice's payments, credit notes and what is left to pay
 * under them), the total in words, the notes, a quote's "Bon pour accord" given online. The amounts and their
 * wording come from @agency/shared, which the server's PDF reads too.
 */
export const PrintedSalesDocument = ({
  kind,
  record,
  facts,
}: {
  kind: PricedKind;
  record: PrintableRecord;
  facts: readonly (DocumentFact | false)[];
}) => {
  const translate = useTranslate();
  const printed = printedAmounts(kind, record.items);
  const totals = [...printed.rows, ...rowsAfterTotal(kind, printed.totalAmount, record)];
  const accepted = kind === "quote" ? acceptanceLines(record) : null;
  const { client } = record;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Box component="section" aria-label={translate("app.sales.fields.client")} sx={boxSx}>
          <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
            {translate("app.sales.fields.client")}
          </Typography>
          {client ? (
            <>
              <Typography variant="body2" fontWeight="bold">
                {client.name}
              </Typography>
              {client.address && <Typography variant="body2">{client.address}</Typography>}
              {client.email && <Typography variant="body2">{client.email}</Typography>}
              {client.phone && <FactLine label="app.sales.fields.phone">{client.phone}</FactLine>}
              {client.ice && <FactLine label="app.sales.fields.ice">{client.ice}</FactLine>}
            </>
          ) : (
            <Typography variant="body2">{translate("app.sales.common.client_missing")}</Typography>
          )}
        </Box>
        <Box sx={boxSx}>
          {facts.map((fact) =>
            fact ? (
              <FactLine key={fact[0]} label={fact[0]}>
                {fact[1]}
              </FactLine>
            ) : null,
          )}
        </Box>
      </Stack>

      <Table size="small" aria-label={translate("app.sales.lines.title")} sx={{ "& .MuiTableCell-root": { py: 0.5 } }}>
        <TableHead>
          <TableRow>
            {PRICED_LINE_HEADERS.map((header, index) => (
              <TableCell key={header} align={index === 0 ? "left" : "right"} sx={{ fontWeight: "bold" }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {record.items.map((line, index) => (
            // Printed lines never move: their place is their key.
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{formatQuantity(line.quantity, line.unit)}</TableCell>
              <TableCell align="right">{formatDH(line.unitPrice)}</TableCell>
              <TableCell align="right">{formatPercent(line.discount)}</TableCell>
              <TableCell align="right">{formatPercent(line.taxRate)}</TableCell>
              <TableCell align="right">{formatDH(printed.lineAmounts[index] ?? 0)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Table
        size="small"
        aria-label={translate("app.sales.totals.title")}
        sx={{ alignSelf: "flex-end", width: "auto", minWidth: 320, "& .MuiTableCell-root": { py: 0.25 } }}
      >
        <TableBody>
          {totals.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={row.total ? { fontWeight: "bold" } : {}}>
                {row.label}
              </TableCell>
              <TableCell align="right" sx={row.total ? { fontWeight: "bold" } : {}}>
                {row.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="body2">
        {printed.inWords.lead} : <strong>{printed.inWords.words}</strong>
      </Typography>

      {record.notes ? (
        <Box>
          <Typography variant="body2" fontWeight="bold">
            {translate("app.sales.fields.notes")}
          </Typography>
          <Typography variant="body2" sx={writtenText}>
            {record.notes}
          </Typography>
        </Box>
      ) : null}

      {accepted ? (
        <Box>
          <Typography variant="body2" fontWeight="bold">
            {accepted.title}
          </Typography>
          {accepted.lines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
};
