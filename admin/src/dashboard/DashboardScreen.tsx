import { Box, Stack, Typography } from "@mui/material";
import { RetryAlert } from "../layout/RetryAlert";
import { Title } from "react-admin";
import { AgeingChart } from "./AgeingChart";
import { AlertsList } from "./AlertsList";
import { DashboardSection } from "./DashboardSection";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { MonthlyChart } from "./MonthlyChart";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { ThemePicker } from "./ThemePicker";
import { useDashboardSummary } from "./useDashboardSummary";
import { useDashboardTranslate } from "./useDashboardTranslate";

// Side by side on large screens; `minmax(0, …)` lets each chart shrink to its column.
const chartGrid = {
  display: "grid",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
  gap: 3,
} as const;

/**
 * /dashboard (admin only): business figures, alerts, the monthly sales and ageing charts, recent
 * documents, quick actions and the theme picker. Actions and themes stay usable while the figures
 * load or fail.
 */
export const DashboardScreen = () => {
  const t = useDashboardTranslate();
  const { data: summary, error, isPending, refetch } = useDashboardSummary();
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title={t("title")} />
      <Typography component="h1" variant="h4">
        {t("title")}
      </Typography>
      {isPending ? (
        <DashboardSkeleton />
      ) : error || !summary ? (
        <RetryAlert retryLabel={t("retry")} onRetry={refetch}>
          {t("load_failed_detail")}
        </RetryAlert>
      ) : (
        <>
          <DashboardSection title={t("stats.title")}>{() => <StatCards summary={summary} />}</DashboardSection>
          {/* What needs doing, before the charts: on a phone they would push it two screens down. */}
          <DashboardSection title={t("alerts.title")}>{() => <AlertsList alerts={summary.alerts} />}</DashboardSection>
          <Box sx={chartGrid}>
            <DashboardSection title={t("charts.monthly_title")}>
              {(titleId) => <MonthlyChart monthly={summary.monthly} labelledBy={titleId} />}
            </DashboardSection>
            <DashboardSection title={t("charts.ageing_title")}>
              {(titleId) => <AgeingChart labelledBy={titleId} />}
            </DashboardSection>
          </Box>
          <DashboardSection title={t("activity.title")}>
            {(titleId) => <RecentActivity activities={summary.recentActivities} labelledBy={titleId} />}
          </DashboardSection>
        </>
      )}
      <DashboardSection title={t("actions.title")}>{() => <QuickActions />}</DashboardSection>
      <DashboardSection title={t("theme.title")}>{(titleId) => <ThemePicker labelledBy={titleId} />}</DashboardSection>
    </Stack>
  );
};
