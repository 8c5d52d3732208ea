import { useReducer } from "react";
import type { Identifier } from "react-admin";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { canVerify, codeFlowReducer, idle, type CodeStep } from "./codeFlow";

/** What a verified code allows, and what the screen does with each outcome. */
export interface CodeAction {
  /** The call the server accepts once the code is verified: the deletion, the registration. */
  run: () => Promise<unknown>;
  onDone: () => void;
  onFailed: (step: CodeStep, error: unknown) => void;
}

/**
 * Runs a one-time-code confirmation: asks the server to e-mail a code to the signed-in user for
 * `collection` (and the record `id`, when there is one), checks the code typed, then runs the action.
 */
export const useCodeFlow = (collection: string, id?: Identifier) => {
  const [state, dispatch] = useReducer(codeFlowReducer, idle);
  const dataProvider = useAgencyDataProvider();

  const confirm = async ({ onFailed }: CodeAction) => {
    dispatch({ type: "confirm" });
    try {
      await dataProvider.requestCode(collection, id);
      dispatch({ type: "sent" });
    } catch (error) {
      dispatch({ type: "sendFailed" });
      onFailed("generate", error);
    }
  };

  const verify = async ({ run, onDone, onFailed }: CodeAction) => {
    if (state.step !== "code" || !canVerify(state)) return;
    dispatch({ type: "verify" });
    let step: CodeStep = "verify";
    try {
      await dataProvider.verifyCode(collection, state.code, id);
      step = "action";
      await run();
      dispatch({ type: "done" });
      onDone();
    } catch (error) {
      dispatch({ type: "failed" });
      onFailed(step, error);
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

export type CodeFlow = ReturnType<typeof useCodeFlow>;
