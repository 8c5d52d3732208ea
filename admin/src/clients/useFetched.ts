import { useCallback, useEffect, useState } from "react";

export type Fetched<T> = { state: "loading" } | { state: "ready"; data: T } | { state: "failed"; error: unknown };

/**
 * Runs `load` whenever it changes (callers memoise it on the id they read) and on `reload`,
 * aborting a run that is overtaken. A reload keeps the current data on screen until the
 * new answer replaces it, so saving a form does not flash the loading state.
 */
export const useFetched = <T>(load: (signal: AbortSignal) => Promise<T>) => {
  const [fetched, setFetched] = useState<Fetched<T>>({ state: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => setFetched({ state: "loading" }), [load]);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setFetched({ state: "ready", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFetched({ state: "failed", error });
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { fetched, reload };
};
