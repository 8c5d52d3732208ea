import { formatDocumentNumber } from "@agency/shared";
import { useEffect, useState } from "react";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SalesResource } from "../providers/salesMethods";
import { useSalesNotify } from "./useSalesNotify";

const kindOf = { invoices: "invoice", quotes: "quote", delivery: "delivery" } as const;

/**
 * The number proposed on a creation form. If the server cannot propose one, the user is told
 * and gets the year's first number (spec 001 point 8), which stays editable.
 */
export const useNextNumber = (resource: SalesResource, failureKey: string): string | undefined => {
  const dataProvider = useAgencyDataProvider();
  const [number, setNumber] = useState<string>();
  const { failure } = useSalesNotify();

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.nextNumber(resource, controller.signal).then(setNumber, (error: unknown) => {
      if (controller.signal.aborted) return;
      failure(failureKey, error);
      setNumber(formatDocumentNumber(kindOf[resource], new Date().getFullYear(), 1));
    });
    return () => controller.abort();
  }, [dataProvider, resource, failureKey, failure]);

  return number;
};
