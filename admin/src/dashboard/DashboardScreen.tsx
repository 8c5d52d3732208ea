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
  const { state, retry } = useDashboardSummary();
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title={t("title")} />
      <Typography component="h1" variant="h4">
        {t("title")}
      </Typography>
      {state.status === "loading" && <DashboardSkeleton />}
      {state.status === "failed" && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t("retry")}
            </Button>
          }
        >
          {t("load_failed_detail")}
        </Alert>
      )}
      {state.status === "ready" && (
        <>
          <DashboardSection title={t("stats.title")}>{() => <StatCards summary={state.summary} />}</DashboardSection>
          <DashboardSection title={t("alerts.title")}>
            {() => <AlertsList alerts={state.summary.alerts} />}
          </DashboardSection>
          <DashboardSection title={t("activity.title")}>
            {(titleId) => <RecentActivity activities={state.summary.recentActivities} labelledBy={titleId} />}
          </DashboardSection>
        </>
      )}
      <DashboardSection title={t("actions.title")}>{() => <QuickActions />}</DashboardSection>
      <DashboardSection title={t("theme.title")}>{(titleId) => <ThemePicker labelledBy={titleId} />}</DashboardSection>
    </Stack>
  );
};
