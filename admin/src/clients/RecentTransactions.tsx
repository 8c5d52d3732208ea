import { useId } from "react";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { Link } from "react-admin";
import { formatDH, formatFrenchDate } from "@agency/shared";
import type { RecentTransaction } from "./clientSummary";
import { useClientTranslate } from "./clientTranslate";
import { salesDocumentKinds, salesDocumentPath } from "./salesDocumentKinds";

/** "Transactions récentes": the summary's 3 latest invoices, quotes or delivery notes. */
export const RecentTransactions = ({ recent }: { recent: readonly RecentTransaction[] }) => {
  const t = useClientTranslate();
  const headingId = useId();
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom id={headingId}>
        {t("overview.recent")}
      </Typography>
      {recent.length === 0 ? (
        <Typography color="text.secondary">{t("overview.no_recent")}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t("overview.kind")}</TableCell>
              <TableCell>{t("documents.number")}</TableCell>
              <TableCell>{t("documents.date")}</TableCell>
              <TableCell align="right">{t("documents.amount")}</TableCell>
              <TableCell>{t("documents.status")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recent.map((item) => (
              <TableRow key={`${item.kind}-${item.documentId}`}>
                <TableCell>{t(`kinds.${item.kind}.label`)}</TableCell>
                <TableCell>
                  <Link to={salesDocumentPath(item.kind, item.documentId)}>{item.number}</Link>
                </TableCell>
                <TableCell>{formatFrenchDate(item.date)}</TableCell>
                <TableCell align="right">{item.totalAmount === null ? "" : formatDH(item.totalAmount)}</TableCell>
                <TableCell>{salesDocumentKinds[item.kind].statusLabel(item.status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
