import { useReducer } from "react";
import {
  useDataProvider,
  useDelete,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import { canVerify, deletionReducer, idle } from "./deletionFlow";
import {
  failureMessage,
  otpCollections,
  outcomeKey,
  withCodeReason,
  type DeletableResource,
  type DeletionStep,
} from "./deletionTargets";

export interface DeleteWithCodeOptions {
  resource: DeletableResource;
  record: RaRecord | undefined;
  /** Detail pages: where to go once the record is gone. Lists refresh instead. */
  redirectTo?: string;
  /** A part of a page that loads its own data (an invoice's payments): reload it instead. */
  onDeleted?: () => void;
}

/**
 * Runs the one-time-code deletion: asks the server to e-mail a code to the signed-in user,
 * checks the code typed, then deletes through react-admin, which the server now allows.
 */
export const useDeleteWithCode = ({ resource, record, redirectTo, onDeleted }: DeleteWithCodeOptions) => {
  const [state, dispatch] = useReducer(deletionReducer, idle);
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();
  const dataProvider = useDataProvider<AgencyDataProvider>();

  const notifyFailure = (step: DeletionStep, error: unknown) => {
    const own = translate("app.deletion.own_account");
    const server = serverMessageOf(error);
    const message = withCodeReason(failureMessage(resource, step, server, own), step, server, translate);
    notify(message, { type: "error", messageArgs: { _: message } });
  };

  const confirm = async () => {
    if (!record) return;
    dispatch({ type: "confirm" });
    try {
      await dataProvider.requestCode(otpCollections[resource], record.id);
      dispatch({ type: "sent" });
    } catch (error) {
      dispatch({ type: "sendFailed" });
      notifyFailure("generate", error);
    }
  };

  const verify = async () => {
    if (!record || state.step !== "code" || !canVerify(state)) return;
    dispatch({ type: "verify" });
    let step: DeletionStep = "verify";
    try {
      await dataProvider.verifyCode(otpCollections[resource], state.code, record.id);
      step = "delete";
      await deleteOne(
        resource,
        { id: record.id, previousData: record },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      dispatch({ type: "deleted" });
      notify(outcomeKey(resource, "success"), { type: "success" });
      if (redirectTo) redirect(redirectTo);
      else if (onDeleted) onDeleted();
      else refresh();
    } catch (error) {
      dispatch({ type: "failed" });
      notifyFailure(step, error);
    }
  };

  return {
    state,
    open: () => dispatch({ type: "open" }),
    cancel: () => dispatch({ type: "cancel" }),
    setCode: (value: string) => dispatch({ type: "input", value }),
    confirm,
    verify,
  };
};
