import { Paper, Stack, TextField, Typography } from "@mui/material";
import { RetryAlert } from "../layout/RetryAlert";
import { Title } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { isCalendarDay } from "../fields/calendarDay";
import { useToday } from "../fields/useToday";
import { EmptyState, LoadingState } from "../sales/PageStates";
import { AgeingExportButtons } from "./AgeingExportButtons";
import { AgeingTable } from "./AgeingTable";
import { useAgeingReport } from "./useAgeingReport";
import { useAgeingTranslate } from "./useAgeingTranslate";

/** The table, or why there is none: today still unknown, an unfinished date, loading, failure, nothing due. */
const AgeingBody = ({ date }: { date: string | undefined }) => {
  const t = useAgeingTranslate();
  const { data: report, error, isPending, refetch } = useAgeingReport(date ?? "");
  if (date === undefined) return <LoadingState message="app.reports.ageing.loading" />;
  if (!isCalendarDay(date)) return null;
  if (error) {
    return (
      <RetryAlert retryLabel={t("retry")} onRetry={refetch}>
        {t("load_failed")}
      </RetryAlert>
    );
  }
  if (isPending) return <LoadingState message="app.reports.ageing.loading" />;
  if (report.rows.length === 0) return <EmptyState message="app.reports.ageing.empty" />;
  return <AgeingTable report={report} />;
};

/**
 * /reports/ageing (admin only): what each client owes on a day, by how late it is, today (the
 * server's) unless the address names a day, so that coming back from a client finds the same report.
 */
export const AgeingReportScreen = () => {
  const t = useAgeingTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const date = searchParams.get("date") ?? today;
  const dateIsValid = date === undefined || isCalendarDay(date);

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={t("title")} />
      <Typography component="h1" variant="h4">
        {t("title")}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", flexWrap: "wrap" }}
      >
        <TextField
          type="date"
          size="small"
          label={t("date")}
          value={date ?? ""}
          onChange={(event) => setSearchParams({ date: event.target.value }, { replace: true })}
          error={!dateIsValid}
          helperText={dateIsValid ? undefined : t("invalid_date")}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ alignSelf: { xs: "stretch", sm: "center" }, minWidth: { sm: 220 } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <AgeingExportButtons date={date ?? ""} disabled={date === undefined || !dateIsValid} />
        </Stack>
      </Stack>
      <Paper variant="outlined">
        <AgeingBody date={date} />
      </Paper>
    </Stack>
  );
};
