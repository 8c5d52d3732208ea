import { Link, Stack } from "@mui/material";
import { RetryAlert } from "../layout/RetryAlert";
import { useTheme } from "@mui/material/styles";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { useToday } from "../fields/useToday";
import { useAgeingReport } from "../reports/useAgeingReport";
import { LoadingState } from "../sales/PageStates";
import { ageingChartBars } from "./ageingChart";
import { DashboardBarChart } from "./DashboardBarChart";
import { useDashboardTranslate } from "./useDashboardTranslate";

const AGEING_PATH = "/reports/ageing";

/** Today's ageing report, each lateness bucket's total over all clients; a bar opens the report. */
export const AgeingChart = ({ labelledBy }: { labelledBy: string }) => {
  const t = useDashboardTranslate();
  const { palette } = useTheme();
  const navigate = useNavigate();
  const today = useToday();
  const { data: report, error, isPending, refetch } = useAgeingReport(today ?? "");
  if (error) {
    return (
      <RetryAlert retryLabel={t("retry")} onRetry={refetch}>
        {t("charts.ageing_failed")}
      </RetryAlert>
    );
  }
  if (isPending) return <LoadingState message="app.dashboard_screen.charts.ageing_loading" />;
  const bars = ageingChartBars(report.totals);
  return (
    <Stack spacing={1}>
      <DashboardBarChart
        labelledBy={labelledBy}
        categoryHeader={t("charts.bucket")}
        categories={bars.map(({ label }) => label)}
        series={[{ label: t("charts.due"), data: bars.map(({ amount }) => amount), color: palette.primary.main }]}
        onCategoryClick={() => navigate(AGEING_PATH)}
        layout="horizontal"
      />
      <Link component={RouterLink} to={AGEING_PATH} sx={{ alignSelf: "flex-start" }}>
        {t("charts.open_ageing")}
      </Link>
    </Stack>
  );
};
