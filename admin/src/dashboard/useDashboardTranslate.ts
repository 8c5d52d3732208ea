import { useCallback } from "react";
import { useTranslate } from "react-admin";

/** `translate` scoped to `app.dashboard_screen.*`. */
export const useDashboardTranslate = () => {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => translate(`app.dashboard_screen.${key}`, options),
    [translate],
  );
};
