import { Alert, Button, Stack, Typography } from "@mui/material";
import { Title } from "react-admin";
import { AlertsList } from "./AlertsList";
import { DashboardSection } from "./DashboardSection";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { ThemePicker } from "./ThemePicker";
import { useDashboardSummary } from "./useDashboardSummary";
import { useDashboardTranslate } from "./useDashboardTranslate";

/**
 * /dashboard (admin only): business figures, alerts, recent documents, quick actions and
 * the theme picker. Actions and themes stay usable while the figures load or fail.
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t("retry")}
            </Button>
          }
        >
          {t("load_failed_detail")}
        </Alert>
      ) : (
        <>
          <DashboardSection title={t("stats.title")}>{() => <StatCards summary={summary} />}</DashboardSection>
          <DashboardSection title={t("alerts.title")}>{() => <AlertsList alerts={summary.alerts} />}</DashboardSection>
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
