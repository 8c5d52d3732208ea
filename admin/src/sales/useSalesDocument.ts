import { useCallback, useEffect, useState } from "react";
import { HttpError } from "react-admin";
import type { z } from "zod";
import { fetchSalesDocument, type SalesResource } from "./salesApi";

export type DocumentState<T> =
  | { status: "loading" }
  | { status: "loaded"; record: T }
  | { status: "missing" }
  | { status: "failed"; cause: unknown };

const isNotFound = (cause: unknown): boolean => cause instanceof HttpError && cause.status === 404;

/**
 * Loads the document of a detail page, checked against its read schema. `reload` fetches it
 * again after a change and keeps showing the current version meanwhile.
 */
export const useSalesDocument = <T>(
  resource: SalesResource,
  id: string | undefined,
  schema: z.ZodType<T>,
) => {
  const [state, setState] = useState<DocumentState<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) {
      setState({ status: "missing" });
      return;
    }
    const controller = new AbortController();
    fetchSalesDocument(resource, id, controller.signal)
      .then((raw) => setState({ status: "loaded", record: schema.parse(raw) }))
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(cause) ? { status: "missing" } : { status: "failed", cause });
      });
    return () => controller.abort();
  }, [resource, id, schema, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
};
