import { normaliseOtpInput, otpCodeSchema } from "@agency/shared";

/**
 * The one-time-code confirmation of a deletion or of a new user (spec 000 and 001, point 4):
 * confirm → code requested ("Veuillez patienter...") → code entry → verify, then the action the
 * code allows. `verifying` covers both calls.
 */
export type CodeFlowState =
  { step: "idle" } | { step: "confirming" } | { step: "sending" } | { step: "code"; code: string; verifying: boolean };

export type CodeFlowEvent =
  | { type: "open" }
  | { type: "cancel" }
  | { type: "confirm" }
  | { type: "sent" }
  | { type: "sendFailed" }
  | { type: "input"; value: string }
  | { type: "verify" }
  | { type: "failed" }
  | { type: "done" };

/** The call that failed: the code request, the code's check, or the action the code allowed. */
export type CodeStep = "generate" | "verify" | "action";

export const idle: CodeFlowState = { step: "idle" };

const emptyCode: CodeFlowState = { step: "code", code: "", verifying: false };

/** Vérifier is enabled only at exactly six digits, and not while a call runs. */
export const canVerify = (state: CodeFlowState): boolean =>
  state.step === "code" && !state.verifying && otpCodeSchema.safeParse(state.code).success;

/** A running call cannot be cancelled: its answer would land on a closed dialog. */
const isBusy = (state: CodeFlowState): boolean =>
  state.step === "sending" || (state.step === "code" && state.verifying);

export const codeFlowReducer = (state: CodeFlowState, event: CodeFlowEvent): CodeFlowState => {
  switch (event.type) {
    case "open":
      return state.step === "idle" ? { step: "confirming" } : state;
    case "cancel":
      return isBusy(state) ? state : idle;
    case "confirm":
      return state.step === "confirming" ? { step: "sending" } : state;
    case "sent":
      return state.step === "sending" ? emptyCode : state;
    case "sendFailed":
    case "done":
      return idle;
    case "input":
      return state.step === "code" && !state.verifying ? { ...state, code: normaliseOtpInput(event.value) } : state;
    case "verify":
      return state.step === "code" && canVerify(state) ? { ...state, verifying: true } : state;
    case "failed":
      // The code is cleared; the modal stays so that the user may retry or cancel.
      return state.step === "code" ? emptyCode : state;
  }
};
