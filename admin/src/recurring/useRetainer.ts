import { useEffect, useMemo } from "react";
import { HttpError, useGetOne } from "react-admin";
import { useNavigate } from "react-router-dom";
import { useSalesNotify } from "../sales/useSalesNotify";
import { recurringRecordSchema, type RecurringRecord } from "./recurringRecord";

export type RetainerState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed" }
  | { status: "loaded"; retainer: RecurringRecord };

/**
 * The retainer of /recurring-invoices/:id through the data provider, checked against its read schema. An unknown
 * one is "missing"; any other failure is told (the server's message first) and leads back to the list.
 */
export const useRetainer = (id: string): RetainerState => {
  const navigate = useNavigate();
  const { serverFailure } = useSalesNotify();
  const { data, error, isPending } = useGetOne("recurringInvoices", { id }, { enabled: Boolean(id), retry: false });
  const parsed = useMemo(() => (data === undefined ? undefined : recurringRecordSchema.safeParse(data)), [data]);
  const cause: unknown = error ?? (parsed && !parsed.success ? parsed.error : undefined);
  const missing = !id || (cause instanceof HttpError && cause.status === 404);
  const failed = !missing && cause !== undefined && cause !== null;

  useEffect(() => {
    if (!failed) return;
    serverFailure("app.recurring.load_failed", cause);
    navigate("/recurring-invoices");
  }, [failed, cause, serverFailure, navigate]);

  if (missing) return { status: "missing" };
  if (failed) return { status: "failed" };
  if (isPending || !parsed?.success) return { status: "loading" };
  return { status: "loaded", retainer: parsed.data };
};
