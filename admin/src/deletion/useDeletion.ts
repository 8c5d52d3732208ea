import { HttpError, useDelete, useNotify, useRedirect, useRefresh, useTranslate, type RaRecord } from "react-admin";
import { serverMessageOf } from "../providers/http";
import { failureMessage, outcomeKey, withCodeReason, type DeletableResource } from "./deletionTargets";
import type { CodeAction } from "./useCodeFlow";

export interface DeletionOptions {
  /** react-admin resource name, e.g. "posts" or "delivery". */
  resource: DeletableResource;
  record: RaRecord;
  /** Detail pages: where to go once the record is gone. Lists refresh instead. */
  redirectTo?: string;
  /** A part of a page that loads its own data (an invoice's payments): reload it instead. */
  onDeleted?: () => void;
}

/** What a deletion's verified code allows: deleting through react-admin, which the server now accepts. */
export const useDeletion = ({ resource, record, redirectTo, onDeleted }: DeletionOptions): CodeAction => {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();

  return {
    run: () =>
      deleteOne(
        resource,
        { id: record.id, previousData: record },
        { mutationMode: "pessimistic", returnPromise: true },
      ),
    onDone: () => {
      notify(outcomeKey(resource, "success"), { type: "success" });
      if (redirectTo) redirect(redirectTo);
      else if (onDeleted) onDeleted();
      else refresh();
    },
    onFailed: (step, error) => {
      const own = translate("app.deletion.own_account");
      const server = serverMessageOf(error);
      const status = error instanceof HttpError ? error.status : undefined;
      const message = withCodeReason(
        failureMessage(resource, step, { message: server, status }, own),
        step,
        server,
        translate,
      );
      notify(message, { type: "error", messageArgs: { _: message } });
    },
  };
};
