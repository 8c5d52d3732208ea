import { useCallback } from "react";
import { useTranslate } from "react-admin";

/** `translate` scoped to `app.reports.ageing.*`. */
export const useAgeingTranslate = () => {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => translate(`app.reports.ageing.${key}`, options),
    [translate],
  );
};
