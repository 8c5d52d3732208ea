import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useId, type ReactNode } from "react";

/** A column of a read-only table: its header and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: "right";
  /** A number, a day or an amount: kept on one line, which a phone would otherwise break at its hyphens and spaces. */
  nowrap?: boolean;
}

interface RowsTableProps<T> {
  /** The table's accessible name, when the section around it does not give one. */
  label?: string;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  columns: readonly Column<T>[];
  /** Said instead of an empty table. */
  empty?: string;
}

/** A few records in a small read-only table, which scrolls sideways on a phone. */
export const RowsTable = <T,>({ label, rows, rowKey, columns, empty }: RowsTableProps<T>) =>
  empty !== undefined && rows.length === 0 ? (
    <Typography color="text.secondary">{empty}</Typography>
  ) : (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column, columnIndex) => (
                <TableCell
                  key={columnIndex}
                  align={column.align}
                  sx={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );

/** A section named by its h2 heading (a landmark the browser tests find by that name). */
export const TitledSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
