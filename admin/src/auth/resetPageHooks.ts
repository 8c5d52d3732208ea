import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useNotify } from "react-admin";

/** The reset pages' notifications stay 3.5 s (spec 000 point 9), not the app's 3 s. */
export const useResetNotify = () => {
  const notify = useNotify();
  return useCallback(
    (message: string, type: "success" | "error") =>
      // `_`: a server message is shown as it is rather than looked up as a translation key.
      notify(message, { type, autoHideDuration: 3500, messageArgs: { _: message } }),
    [notify],
  );
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
