import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useDataProvider, useNotify } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import type { DashboardSummary } from "./summary";

export type SummaryState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; summary: DashboardSummary };

/**
 * The dashboard summary through the data provider and react-query, again on each `retry()`.
 * A failure is notified with the spec's text and logged with its cause; leaving the screen
 * aborts the call in flight.
 */
export const useDashboardSummary = () => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ["dashboardSummary"],
    queryFn: ({ signal }) => dataProvider.dashboardSummary(signal),
    retry: false,
  });

  useEffect(() => {
    if (!query.error) return;
    console.error("GET /api/tableux failed", query.error);
    notify("app.dashboard_screen.load_failed", { type: "error" });
  }, [query.error, notify]);

  const state: SummaryState = query.isPending
    ? { status: "loading" }
    : query.error || !query.data
      ? { status: "failed" }
      : { status: "ready", summary: query.data };
  return { state, retry: () => void query.refetch() };
};
