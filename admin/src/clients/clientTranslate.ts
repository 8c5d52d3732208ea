import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { clientMessages } from "./messages";

/** Dotted paths to the leaves of a messages object: "list.add", "kinds.invoice.tab"... */
type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

export type ClientMessageKey = MessagePath<typeof clientMessages>;

/** The i18n key of a client-screen string, e.g. for `notify`, which translates keys itself. */
export const clientKey = (key: ClientMessageKey): string => `app.clients_screen.${key}`;

/** `translate` restricted to the client screens' own strings, so a mistyped key fails to compile. */
export const useClientTranslate = () => {
  const translate = useTranslate();
  return useCallback(
    (key: ClientMessageKey, options?: Record<string, unknown>) => translate(clientKey(key), options),
    [translate],
  );
};
