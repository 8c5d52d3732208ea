import { useReducer } from "react";
import { useDataProvider, useNotify, useRedirect } from "react-admin";
import type { UserCreateData } from "@agency/shared";
import { serverFieldErrors } from "../providers/fieldErrors";
import { canVerify, deletionReducer, idle } from "../deletion/deletionFlow";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";

const KEYS = "app.users_screen.create";

/**
 * Adding a user follows the deletion's steps exactly (spec 000 point 4: confirm → code
 * e-mailed → code entry → verify, then register), so it runs on the deletion's reducer;
 * its final "deleted" event just means "done".
 */
export const useCreateUserWithCode = () => {
  const [state, dispatch] = useReducer(deletionReducer, idle);
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AgencyDataProvider>();

  const confirm = async () => {
    dispatch({ type: "confirm" });
    try {
      await dataProvider.requestCode("users");
      dispatch({ type: "sent" });
    } catch {
      dispatch({ type: "sendFailed" });
      notify(`${KEYS}.send_failed`, { type: "error" });
    }
  };

  /** Registers `user` once the code is verified; a refusal's field messages go to `onFieldErrors`. */
  const verify = async (user: UserCreateData, onFieldErrors: (errors: Record<string, string>) => void) => {
    if (state.step !== "code" || !canVerify(state)) return;
    dispatch({ type: "verify" });
    try {
      await dataProvider.verifyCode("users", state.code);
      await dataProvider.registerUser(user);
      dispatch({ type: "deleted" });
      notify(`${KEYS}.success`, { type: "success" });
      redirect("/users");
    } catch (error) {
      dispatch({ type: "failed" });
      onFieldErrors(serverFieldErrors(error));
      const message = serverMessageOf(error) ?? `${KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
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
