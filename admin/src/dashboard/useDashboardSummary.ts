import { useCallback, useEffect, useState } from "react";
import { useNotify } from "react-admin";
import { fetchDashboardSummary, type DashboardSummary } from "./summary";

export type SummaryState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; summary: DashboardSummary };

/**
 * Loads the dashboard summary, again on each `retry()`. A failure is notified with the
 * spec's text and logged with its cause; leaving the screen aborts the call in flight.
 */
export const useDashboardSummary = () => {
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SummaryState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchDashboardSummary(controller.signal).then(
      (summary) => setState({ status: "ready", summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("GET /api/tableux failed", error);
        notify("app.dashboard_screen.load_failed", { type: "error" });
        setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt, notify]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
};
