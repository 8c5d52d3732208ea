import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNotify } from "react-admin";
import { useAgencyDataProvider } from "../providers/dataProvider";

/**
 * The dashboard summary through the data provider and react-query. A failure is notified with
 * the spec's text and logged with its cause; leaving the screen aborts the call in flight.
 */
export const useDashboardSummary = () => {
  const dataProvider = useAgencyDataProvider();
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

  return query;
};
