import { useCallback, useEffect } from "react";
import { HttpError, useNotify, useRedirect } from "react-admin";
import { serverMessageOf } from "../providers/http";
import { fetchClient, type ClientRecord } from "./clientRecord";
import { clientKey } from "./clientTranslate";
import { useFetched } from "./useFetched";

export type ClientDetail =
  { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "ready"; client: ClientRecord };

/**
 * The client of the detail page (spec 001 point 8): an unknown client (404) is "missing",
 * any other failure is notified (server message, else ours) and leads back to /clients.
 */
export const useClientDetail = (id: string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const load = useCallback((signal: AbortSignal) => fetchClient(id, signal), [id]);
  const { fetched, reload } = useFetched(load);
  const failure = fetched.state === "failed" ? fetched.error : undefined;
  const missing = failure instanceof HttpError && failure.status === 404;

  useEffect(() => {
    if (failure === undefined || missing) return;
    console.error(`Client ${id}: loading the detail failed`, failure);
    const message = serverMessageOf(failure);
    if (message) notify(message, { type: "error", messageArgs: { _: message } });
    else notify(clientKey("show.load_failed"), { type: "error" });
    redirect("/clients");
  }, [failure, missing, id, notify, redirect]);

  const detail: ClientDetail =
    fetched.state === "ready"
      ? { state: "ready", client: fetched.data }
      : fetched.state === "failed"
        ? { state: missing ? "missing" : "failed" }
        : { state: "loading" };
  return { detail, reload };
};
