import { formatDH, taxRowLabel, type DocumentTotals } from "@agency/shared";
import { Alert, Paper, Table, TableBody, TableCell, TableContainer, TableRow } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { liveTotals, type LinesFormValues } from "./lineItems";

export type TotalsAmounts = Pick<DocumentTotals, "subtotal" | "totalDiscount" | "totalTax" | "totalAmount">;

const rows = [
  ["subtotal", "subtotal"],
  ["discount", "totalDiscount"],
  ["tax", "totalTax"],
  ["total", "totalAmount"],
] as const;

interface TotalsBoxProps {
  totals: TotalsAmounts | undefined;
  /** The lines' tax rates: one rate names the tax row, "TVA (20%)". */
  rates: readonly number[];
}

/** Sous-total, Remise, TVA and Total TTC in DH; each row reads "label amount" to assistive tech. */
export const TotalsBox = ({ totals, rates }: TotalsBoxProps) => {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={translate("app.sales.totals.title")}
      sx={{ alignSelf: "flex-end", minWidth: 300 }}
    >
      {totals ? (
        // In its container, the phone layout leaves it a table: four short rows that fill the box, never scroll.
        <TableContainer>
          <Table size="small">
            <TableBody>
              {rows.map(([label, field]) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row" sx={field === "totalAmount" ? { fontWeight: 700 } : {}}>
                    {label === "tax" ? taxRowLabel(rates) : translate(`app.sales.totals.${label}`)}
                  </TableCell>
                  <TableCell align="right" sx={field === "totalAmount" ? { fontWeight: 700 } : {}}>
                    {formatDH(totals[field])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Alert severity="warning">{translate("app.sales.totals.unavailable")}</Alert>
      )}
    </Paper>
  );
};

/** The totals of the lines being typed, recomputed on every keystroke. */
export const LiveTotalsBox = () => {
  const items = useWatch<LinesFormValues, "items">({ name: "items" });
  const totals = liveTotals(items ?? []);
  return <TotalsBox totals={totals} rates={totals?.taxByRate.map(({ rate }) => rate) ?? []} />;
};
