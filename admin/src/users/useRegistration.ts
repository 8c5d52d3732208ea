import { setSubmissionErrors, useNotify, useRedirect } from "react-admin";
import { useFormContext } from "react-hook-form";
import type { UserCreateData } from "@agency/shared";
import type { CodeAction } from "../deletion/useCodeFlow";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { serverFieldErrors } from "../providers/fieldErrors";
import { serverMessageOf } from "../providers/http";

const KEYS = "app.users_screen.create";

/**
 * What the add-user code allows (spec 000 point 4): registering the checked values. Used inside
 * the form, so that a refused registration's messages go under its inputs.
 */
export const useRegistration = (user: UserCreateData): CodeAction => {
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAgencyDataProvider();
  const { setError } = useFormContext();

  return {
    run: () => dataProvider.registerUser(user),
    onDone: () => {
      notify(`${KEYS}.success`, { type: "success" });
      redirect("/users");
    },
    onFailed: (step, error) => {
      if (step === "generate") {
        notify("app.deletion.send_failed", { type: "error" });
        return;
      }
      setSubmissionErrors(serverFieldErrors(error), setError);
      const message = serverMessageOf(error) ?? `${KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
    },
  };
};
