import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useNotify } from "react-admin";
import { serverMessageOf } from "../providers/http";
import { readCarried, sendResetCode, type CarriedReset } from "./passwordReset";

/**
 * The reset pages' notifications stay 3.5 s (spec 000 point 9), not the app's 3 s. A failure
 * shows the server's own words when it sent some, else the page's message.
 */
export const useResetNotify = () => {
  const notify = useNotify();
  // `_`: a server message is shown as it is rather than looked up as a translation key.
  const show = (message: string, type: "success" | "error") =>
    notify(message, { type, autoHideDuration: 3500, messageArgs: { _: message } });
  return {
    success: (key: string) => show(key, "success"),
    failure: (cause: unknown, fallbackKey: string) => show(serverMessageOf(cause) ?? fallbackKey, "error"),
  };
};

/**
 * Moves on after the pause that lets the user read the success message (spec 000 point 4);
 * the pending move is dropped if the page goes away first.
 */
export const useDelayedNavigate = () => {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, state?: unknown) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { state }), delayMs);
    },
    [navigate],
  );
};

/** What the previous steps carried, read once: the keys are cleared on success, before the move to /login. */
export const useCarriedReset = (): CarriedReset => {
  const location = useLocation();
  const [carried] = useState(() => readCarried(location.state));
  return carried;
};

/** "Envoyer le code" and "Renvoyer le code": one call, one pair of messages; `onSent` moves on. */
export const useSendResetCode = (onSent?: (email: string) => void) => {
  const notify = useResetNotify();
  return useMutation({
    mutationFn: (email: string) => sendResetCode(email),
    onSuccess: (_answer, email) => {
      notify.success("app.password_reset.code_sent");
      onSent?.(email);
    },
    onError: (failure) => notify.failure(failure, "app.password_reset.send_failed"),
  });
};

/** A step stays busy once its call succeeded, until the page changes, so that it is not made twice. */
export const isStepBusy = (call: { isPending: boolean; isSuccess: boolean }): boolean =>
  call.isPending || call.isSuccess;
