import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverFieldErrors } from "../providers/fieldErrors";
import { serverMessageOf } from "../providers/http";
import { settingsVersionOf } from "./companySettings";

export const SETTINGS_KEYS = "app.users_screen.settings";

interface SettingsTab<V, S> {
  /** The tab's name in the query key: each tab reads the settings as its own form's values. */
  tab: string;
  read: (body: unknown) => V;
  /** What the form shows once the resolver's answer `S` is saved. */
  afterSave: (saved: S) => V;
  savedKey: string;
}

/** A tab's form values, and the version of the settings (`updatedAt`) its next save is made on. */
interface TabState<V> {
  values: V;
  version: string | undefined;
}

const SETTINGS_QUERIES = ["companySettings"];

/**
 * One settings tab's form state: the company settings read once (a refetch would reset the form under the user's
 * fingers), saved with PUT through the data provider on the version read, the server's field messages answered to
 * the form. Someone else's save in between is refused (412) with what to do, the input kept; this page's own save in
 * one tab moves every tab's version, not their values, so the next tab saves without a false conflict.
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
  const queryKey = [...SETTINGS_QUERIES, tab];
  const settings = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<TabState<V>> => {
      const body = await dataProvider.companySettings(signal);
      return { values: read(body), version: settingsVersionOf(body) };
    },
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (settings.isError) notify(`${SETTINGS_KEYS}.load_failed`, { type: "error" });
  }, [settings.isError, notify]);

  /** The resolver answers the schema's output `S` (trimmed, normalised): that is what is sent. */
  const submit = async (values: FieldValues) => {
    try {
      const saved = await dataProvider.saveCompanySettings(values, settings.data?.version);
      const version = settingsVersionOf(saved);
      queryClient.setQueriesData<TabState<FieldValues>>({ queryKey: SETTINGS_QUERIES }, (state) =>
        state ? { ...state, version } : state,
      );
      queryClient.setQueryData<TabState<V>>(queryKey, { values: afterSave(values as S), version });
      notify(savedKey, { type: "success" });
      return undefined;
    } catch (failure) {
      const message = serverMessageOf(failure) ?? `${SETTINGS_KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
      return serverFieldErrors(failure);
    }
  };

  return { record: settings.data?.values, loading: settings.isPending, submit };
}
