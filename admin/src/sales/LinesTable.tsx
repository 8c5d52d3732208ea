import { formatDH, formatQuantity, type StoredLine } from "@agency/shared";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { useTranslate } from "react-admin";
import { liveLineTotal } from "./lineItems";

const frenchNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const percent = (value: number) => `${frenchNumber.format(value)} %`;

const headers = ["description", "quantity", "unit_price", "discount", "tax_rate", "line_total"] as const;

// On a phone the table scrolls rather than breaking "3 850,50 DH" over three lines.
const figure = { whiteSpace: "nowrap" } as const;

/** The stored lines of a document, read-only. */
export const LinesTable = ({ lines }: { lines: readonly StoredLine[] }) => {
  const translate = useTranslate();
  const title = translate("app.sales.lines.title");
  return (
    // On a phone the lines scroll sideways: a keyboard user reaches the scrolling region by Tab.
    <TableContainer tabIndex={0} role="region" aria-label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell
                key={header}
                align={header === "description" ? "left" : "right"}
                sx={header === "description" ? { minWidth: 160 } : undefined}
              >
                {translate(`app.sales.fields.${header}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => {
            // The API stores each line total; should one be missing, compute it the server's way.
            const total = line.totalAmount ?? liveLineTotal({ ...line, unit: line.unit ?? "" });
            return (
              <TableRow key={index}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right" sx={figure}>
                  {formatQuantity(line.quantity, line.unit)}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {formatDH(line.unitPrice)}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {percent(line.discount)}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {percent(line.taxRate)}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {total === undefined ? "-" : formatDH(total)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
