import { useMutation } from "@tanstack/react-query";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SalesResource } from "../providers/salesMethods";
import { useSalesNotify } from "./useSalesNotify";

/** Changes a document's status alone (`PUT { data: { status } }`), then lets the page reload. */
export const useStatusChange = (resource: SalesResource, id: string, failureKey: string, onChanged: () => void) => {
  const dataProvider = useAgencyDataProvider();
  const { success, serverFailure } = useSalesNotify();
  const mutation = useMutation({
    mutationFn: (status: string) => dataProvider.updateSalesDocument(resource, id, { status }),
    onSuccess: () => {
      success("app.sales.common.status_updated");
      onChanged();
    },
    onError: (error) => serverFailure(failureKey, error),
  });
  return { change: mutation.mutate, pending: mutation.isPending };
};
