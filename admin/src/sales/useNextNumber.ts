import { formatDocumentNumber } from "@agency/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SalesResource } from "../providers/salesMethods";
import { useSalesNotify } from "./useSalesNotify";

const kindOf = { invoices: "invoice", quotes: "quote", delivery: "delivery" } as const;

/**
 * The number proposed on a creation form, asked afresh each time the form opens. If the server cannot propose
 * one, the user is told and gets the year's first number (spec 001 point 8), which stays editable.
 */
export const useNextNumber = (resource: SalesResource, failureKey: string): string | undefined => {
  const dataProvider = useAgencyDataProvider();
  const { failure } = useSalesNotify();
  const { data, error } = useQuery({
    queryKey: [resource, "nextNumber"],
    queryFn: ({ signal }) => dataProvider.nextNumber(resource, signal),
    retry: false,
    // Forgotten when the form closes; never refetched while it is open, which would reset what was typed.
    gcTime: 0,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (error) failure(failureKey, error);
  }, [error, failure, failureKey]);

  return error ? formatDocumentNumber(kindOf[resource], new Date().getFullYear(), 1) : data;
};
