import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { formatDH, formatFrenchDate } from "@agency/shared";
import { Link as RouterLink } from "react-router-dom";
import { activityLink, activityStatusLabel } from "./activity";
import type { DashboardActivity } from "./summary";
import { useDashboardTranslate } from "./useDashboardTranslate";

const columns = ["kind", "number", "client", "amount", "date", "status"] as const;

// A number, an amount or a day on one line: a phone broke "17 242,50 DH" over three.
const token = { whiteSpace: "nowrap" } as const;

/** The latest invoices, quotes and delivery notes, each number linking to its document. */
export const RecentActivity = ({ activities, labelledBy }: { activities: DashboardActivity[]; labelledBy: string }) => {
  const t = useDashboardTranslate();
  if (activities.length === 0) return <Typography color="text.secondary">{t("activity.empty")}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === "amount" ? "right" : "left"}>
                {t(`activity.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {activities.map((activity) => (
            <TableRow key={`${activity.kind}-${activity.documentId}`}>
              <TableCell>{t(`activity.kinds.${activity.kind}`)}</TableCell>
              <TableCell sx={token}>
                <Link component={RouterLink} to={activityLink(activity)}>
                  {activity.number}
                </Link>
              </TableCell>
              <TableCell>{activity.clientName ?? t("activity.no_client")}</TableCell>
              <TableCell align="right" sx={token}>
                {activity.totalAmount === null ? "" : formatDH(activity.totalAmount)}
              </TableCell>
              <TableCell sx={token}>{formatFrenchDate(activity.issueDate)}</TableCell>
              <TableCell>{activityStatusLabel(activity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
