import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverFieldErrors } from "../providers/fieldErrors";
import { serverMessageOf } from "../providers/http";

export const SETTINGS_KEYS = "app.users_screen.settings";

interface SettingsTab<V, S> {
  /** The tab's name in the query key: each tab reads the settings as its own form's values. */
  tab: string;
  read: (body: unknown) => V;
  /** What the form shows once the resolver's answer `S` is saved. */
  afterSave: (saved: S) => V;
  savedKey: string;
}

/**
 * One settings tab's form state: the company settings read once (a refetch would reset the form under the user's
 * fingers), saved with PUT through the data provider, the server's field messages answered to the form.
 */
export function useSettingsTab<V extends FieldValues, S extends object>({
  tab,
  read,
  afterSave,
  savedKey,
}: SettingsTab<V, S>) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ["companySettings", tab];
  const settings = useQuery({
    queryKey,
    queryFn: async ({ signal }) => read(await dataProvider.companySettings(signal)),
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (settings.isError) notify(`${SETTINGS_KEYS}.load_failed`, { type: "error" });
  }, [settings.isError, notify]);

  /** The resolver answers the schema's output `S` (trimmed, normalised): that is what is sent. */
  const submit = async (values: FieldValues) => {
    try {
      await dataProvider.saveCompanySettings(values);
      queryClient.setQueryData(queryKey, afterSave(values as S));
      notify(savedKey, { type: "success" });
      return undefined;
    } catch (failure) {
      const message = serverMessageOf(failure) ?? `${SETTINGS_KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
      return serverFieldErrors(failure);
    }
  };

  return { record: settings.data, loading: settings.isPending, submit };
}
