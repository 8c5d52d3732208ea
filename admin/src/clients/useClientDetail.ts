import { useEffect } from "react";
import { HttpError, useGetOne, useNotify, useRedirect } from "react-admin";
import { serverMessageOf } from "../providers/http";
import { clientRecordSchema, type ClientRecord } from "./clientRecord";
import { clientKey } from "./clientTranslate";

export type ClientDetail =
  { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "ready"; client: ClientRecord };

/**
 * The client of the detail page (spec 001 point 8), with its company document: an unknown client
 * (404) is "missing", any other failure (an answer that breaks the contract included) is notified
 * (server message, else ours) and leads back to /clients.
 */
export const useClientDetail = (id: string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { data, error, refetch } = useGetOne("clients", { id, meta: { populate: ["document"] } }, { retry: false });
  const parsed = data === undefined ? undefined : clientRecordSchema.safeParse(data);
  const failure: unknown = error ?? (parsed && !parsed.success ? parsed.error : undefined);
  const missing = failure instanceof HttpError && failure.status === 404;

  useEffect(() => {
    if (failure === undefined || failure === null || missing) return;
    console.error(`Client ${id}: loading the detail failed`, failure);
    const message = serverMessageOf(failure);
    if (message) notify(message, { type: "error", messageArgs: { _: message } });
    else notify(clientKey("show.load_failed"), { type: "error" });
    redirect("/clients");
  }, [failure, missing, id, notify, redirect]);

  const detail: ClientDetail =
    parsed?.success === true
      ? { state: "ready", client: parsed.data }
      : failure !== undefined && failure !== null
        ? { state: missing ? "missing" : "failed" }
        : { state: "loading" };
  return { detail, reload: () => void refetch() };
};
