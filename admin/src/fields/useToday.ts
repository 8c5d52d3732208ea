import { todayInMorocco } from "@agency/shared";
import { useQuery } from "@tanstack/react-query";
import { useAgencyDataProvider } from "../providers/dataProvider";

/**
 * The business day (YYYY-MM-DD) as the server reckons it, for the screens' defaults and "overdue":
 * the browser's clock or time-zone data may put Morocco on another day near midnight. Undefined
 * while it is asked; the browser's own reckoning if the server cannot answer.
 */
export const useToday = (): string | undefined => {
  const dataProvider = useAgencyDataProvider();
  const { data, isError } = useQuery({
    queryKey: ["today"],
    queryFn: ({ signal }) => dataProvider.today(signal),
    staleTime: 60_000,
    retry: 1,
  });
  return data ?? (isError ? todayInMorocco() : undefined);
};

/** For what cannot wait, a file's address built on a click: the server's day, or the browser's until it is known. */
export const useTodayNow = (): string => useToday() ?? todayInMorocco();
