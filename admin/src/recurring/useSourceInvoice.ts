import { useEffect, useMemo } from "react";
import { useGetOne } from "react-admin";
import { invoiceRecordSchema, type InvoiceRecord } from "../sales/salesRecords";
import { useSalesNotify } from "../sales/useSalesNotify";

export type SourceInvoice =
  { status: "none" } | { status: "loading" } | { status: "failed" } | { status: "loaded"; invoice: InvoiceRecord };

/**
 * The invoice "Rendre récurrente" starts from (`?from=<documentId>`), read with its lines. A failure is told and
 * logged; the form then starts from scratch.
 */
export const useSourceInvoice = (from: string | null): SourceInvoice => {
  const { failure } = useSalesNotify();
  const { data, error, isPending } = useGetOne(
    "invoices",
    { id: from ?? "", meta: { populate: ["items"] } },
    { enabled: Boolean(from), retry: false },
  );
  // Parsed once per answer: the form's default values follow the invoice, which must keep its identity.
  const parsed = useMemo(() => (data === undefined ? undefined : invoiceRecordSchema.safeParse(data)), [data]);
  const cause: unknown = error ?? (parsed && !parsed.success ? parsed.error : undefined);
  const failed = Boolean(from) && cause !== undefined && cause !== null;
  useEffect(() => {
    if (failed) failure("app.recurring.source_failed", cause);
  }, [failed, cause, failure]);

  if (!from) return { status: "none" };
  if (failed) return { status: "failed" };
  if (isPending || !parsed?.success) return { status: "loading" };
  return { status: "loaded", invoice: parsed.data };
};
