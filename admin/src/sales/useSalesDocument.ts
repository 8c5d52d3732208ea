import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { HttpError } from "react-admin";
import type { z } from "zod";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SalesResource } from "../providers/salesMethods";

export type DocumentState<T> =
  | { status: "loading" }
  | { status: "loaded"; record: T }
  | { status: "missing" }
  | { status: "failed"; cause: unknown };

const isNotFound = (cause: unknown): boolean => cause instanceof HttpError && cause.status === 404;

const stateOf = <T>(id: string | undefined, query: UseQueryResult<T>): DocumentState<T> => {
  if (!id) return { status: "missing" };
  if (query.isError) return isNotFound(query.error) ? { status: "missing" } : { status: "failed", cause: query.error };
  return query.isSuccess ? { status: "loaded", record: query.data } : { status: "loading" };
};

/**
 * A sales document read through the data provider and checked against its read schema, as react-query
 * caches it; `reload` fetches it again after a change and keeps showing the current version meanwhile.
 * `minimumMs` holds the loading screen that long (the delivery note's, spec 001 point 4).
 */
export const useSalesDocument = <T>(
  resource: SalesResource,
  id: string | undefined,
  schema: z.ZodType<T>,
  minimumMs = 0,
) => {
  const dataProvider = useAgencyDataProvider();
  const query = useQuery({
    queryKey: [resource, "salesDocument", id],
    queryFn: async ({ signal }) => {
      const [body] = await Promise.all([
        dataProvider.salesDocument(resource, id ?? "", signal),
        new Promise((resolve) => setTimeout(resolve, minimumMs)),
      ]);
      return schema.parse(body);
    },
    enabled: Boolean(id),
    retry: false,
  });
  return { state: stateOf(id, query), reload: () => void query.refetch() };
};
