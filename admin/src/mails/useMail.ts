import { useMemo } from "react";
import { HttpError, useGetOne } from "react-admin";
import { mailRecordSchema, type MailRecord } from "./mailRecord";

export type MailState =
  { status: "loading" } | { status: "missing" } | { status: "failed" } | { status: "loaded"; mail: MailRecord };

/** The mail of /mails/:id through the data provider, checked against its read schema. */
export const useMail = (id: string): MailState => {
  const { data, error, isPending } = useGetOne("mails", { id }, { enabled: Boolean(id), retry: false });
  const parsed = useMemo(() => (data === undefined ? undefined : mailRecordSchema.safeParse(data)), [data]);
  const cause: unknown = error ?? (parsed && !parsed.success ? parsed.error : undefined);
  if (!id || (cause instanceof HttpError && cause.status === 404)) return { status: "missing" };
  if (cause) return { status: "failed" };
  if (isPending || !parsed?.success) return { status: "loading" };
  return { status: "loaded", mail: parsed.data };
};
