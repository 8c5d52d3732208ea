import { useState } from "react";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SalesResource } from "../providers/salesMethods";
import { useSalesNotify } from "./useSalesNotify";

/** Changes a document's status alone (`PUT { data: { status } }`), then lets the page reload. */
export const useStatusChange = (resource: SalesResource, id: string, failureKey: string, onChanged: () => void) => {
  const dataProvider = useAgencyDataProvider();
  const [pending, setPending] = useState(false);
  const { success, serverFailure } = useSalesNotify();

  const change = async (status: string) => {
    setPending(true);
    try {
      await dataProvider.updateSalesDocument(resource, id, { status });
      success("app.sales.common.status_updated");
      onChanged();
    } catch (error) {
      serverFailure(failureKey, error);
    } finally {
      setPending(false);
    }
  };

  return { change, pending };
};
