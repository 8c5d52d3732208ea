import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";

/** The client's book, latest documents and whether it may be deleted: one request for the header and the overview. */
export const useClientSummary = (clientId: string) => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  return useQuery({
    queryKey: ["clientSummary", clientId],
    queryFn: ({ signal }) => dataProvider.clientSummary(clientId, signal),
    retry: false,
  });
};
