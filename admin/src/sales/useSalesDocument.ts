import { useCallback, useEffect, useState } from "react";
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

/**
 * Loads the document of a page with `load` (a stable function: the load runs again when it
 * changes). `reload` fetches it again after a change and keeps showing the current version
 * meanwhile.
 */
export const useDocument = <T>(id: string | undefined, load: (id: string, signal: AbortSignal) => Promise<T>) => {
  const [state, setState] = useState<DocumentState<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) {
      setState({ status: "missing" });
      return;
    }
    const controller = new AbortController();
    load(id, controller.signal)
      .then((record) => setState({ status: "loaded", record }))
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(cause) ? { status: "missing" } : { status: "failed", cause });
      });
    return () => controller.abort();
  }, [id, load, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
};

/** An invoice or a quote, checked against its read schema. */
export const useSalesDocument = <T>(resource: SalesResource, id: string | undefined, schema: z.ZodType<T>) => {
  const dataProvider = useAgencyDataProvider();
  const load = useCallback(
    async (documentId: string, signal: AbortSignal) =>
      schema.parse(await dataProvider.salesDocument(resource, documentId, signal)),
    [dataProvider, resource, schema],
  );
  return useDocument(id, load);
};
