import { useId, useState } from "react";
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
} from "@mui/material";
import { AGEING_BUCKETS, formatDH, formatFrenchDate } from "@agency/shared";
import { Link as RouterLink } from "react-router-dom";
import { visuallyHidden } from "../layout/visuallyHidden";
import { AGEING_AMOUNT_COLUMNS, type AgeingReport } from "./ageingReport";
import { DEFAULT_AGEING_SORT, nextAgeingSort, sortAgeingRows, type AgeingSortField } from "./ageingSort";
import { useAgeingTranslate } from "./useAgeingTranslate";

const amountCell = { whiteSpace: "nowrap" } as const;
/** A name keeps two or three words a line, as in the lists (layout/Layout.tsx), not one word a line on a phone. */
const nameCell = { minWidth: "9rem" } as const;

/** One row per client, sortable by any column, and the totals; the table scrolls within its frame. */
export const AgeingTable = ({ report }: { report: AgeingReport }) => {
  const t = useAgeingTranslate();
  const captionId = useId();
  const [sort, setSort] = useState(DEFAULT_AGEING_SORT);
  const rows = sortAgeingRows(report.rows, sort);
  const columns: Array<{ field: AgeingSortField; label: string }> = [
    { field: "name", label: t("client") },
    ...AGEING_BUCKETS.map(({ key, label }) => ({ field: key, label })),
    { field: "total", label: t("total") },
  ];

  return (
    // Focusable and named, so that a keyboard user can scroll it too.
    <TableContainer role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table size="small">
        <Box component="caption" id={captionId} sx={visuallyHidden}>
          {t("table", { date: formatFrenchDate(report.date) })}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map(({ field, label }) => {
              const active = sort.field === field;
              return (
                <TableCell
                  key={field}
                  align={field === "name" ? "left" : "right"}
                  sortDirection={active ? sort.order : false}
                  // The name column stays in view while the amounts scroll sideways, as every table's first
                  // column does (layout/Layout.tsx).
                  sx={field === "name" ? nameCell : amountCell}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? sort.order : nextAgeingSort(sort, field).order}
                    onClick={() => setSort(nextAgeingSort(sort, field))}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.clientId} hover>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/clients/${encodeURIComponent(row.clientId)}`}>
                  {row.name}
                </Link>
              </TableCell>
              {AGEING_AMOUNT_COLUMNS.map((field) => (
                <TableCell key={field} align="right" sx={amountCell}>
                  {formatDH(row[field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ "& .MuiTableCell-root": { color: "text.primary", fontSize: "0.875rem", fontWeight: 700 } }}>
          <TableRow>
            <TableCell component="th" scope="row">
              {t("totals")}
            </TableCell>
            {AGEING_AMOUNT_COLUMNS.map((field) => (
              <TableCell key={field} align="right" sx={amountCell}>
                {formatDH(report.totals[field])}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
