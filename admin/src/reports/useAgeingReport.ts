import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { isCalendarDay } from "../fields/calendarDay";
import { useAgencyDataProvider } from "../providers/dataProvider";

/**
 * The ageing report of `date` through the data provider and react-query; nothing is asked for an
 * unfinished date. Callers show the failure in their own words; its cause is logged here.
 */
export const useAgeingReport = (date: string) => {
  const dataProvider = useAgencyDataProvider();
  const query = useQuery({
    queryKey: ["ageingReport", date],
    queryFn: ({ signal }) => dataProvider.ageingReport(date, signal),
    enabled: isCalendarDay(date),
    retry: false,
  });

  useEffect(() => {
    if (query.error) console.error(`GET /api/reports/ageing?date=${date} failed`, query.error);
  }, [query.error, date]);

  return query;
};
