import { useMemo } from "react";
import { useNotify, useTranslate } from "react-admin";
import { serverMessageOf } from "../providers/http";

/**
 * Toasts of the sales screens. Failures log their cause for engineers; `serverFailure` shows
 * the server's own message when it sent one, as spec 001 point 8 asks for saves and updates.
 */
export const useSalesNotify = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const show = (message: string) => notify(message, { type: "error", messageArgs: { _: message } });
    return {
      success: (key: string) => notify(key, { type: "success" }),
      failure: (key: string, cause: unknown) => {
        console.error(translate(key), cause);
        show(translate(key));
      },
      serverFailure: (fallbackKey: string, cause: unknown) => {
        console.error(translate(fallbackKey), cause);
        show(serverMessageOf(cause) ?? translate(fallbackKey));
      },
    };
  }, [notify, translate]);
};
