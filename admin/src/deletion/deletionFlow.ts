import { normaliseOtpInput, otpCodeSchema } from "@agency/shared";

/**
 * The deletion flow (spec 000 and 001, point 4): confirm → code requested ("Veuillez
 * patienter...") → code entry → verify and delete. `verifying` covers both calls.
 */
export type DeletionState =
  { step: "idle" } | { step: "confirming" } | { step: "sending" } | { step: "code"; code: string; verifying: boolean };

export type DeletionEvent =
  | { type: "open" }
  | { type: "cancel" }
  | { type: "confirm" }
  | { type: "sent" }
  | { type: "sendFailed" }
  | { type: "input"; value: string }
  | { type: "verify" }
  | { type: "failed" }
  | { type: "deleted" };

export const idle: DeletionState = { step: "idle" };

const emptyCode: DeletionState = { step: "code", code: "", verifying: false };

/** Vérifier is enabled only at exactly six digits, and not while a call runs. */
export const canVerify = (state: DeletionState): boolean =>
  state.step === "code" && !state.verifying && otpCodeSchema.safeParse(state.code).success;

/** A running call cannot be cancelled: its answer would land on a closed dialog. */
const isBusy = (state: DeletionState): boolean =>
  state.step === "sending" || (state.step === "code" && state.verifying);

export const deletionReducer = (state: DeletionState, event: DeletionEvent): DeletionState => {
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
    case "deleted":
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
