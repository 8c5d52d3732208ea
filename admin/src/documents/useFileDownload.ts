import { useCallback, useState } from "react";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { downloadFile, failureReason } from "./download";

interface DownloadMessages {
  /** Translation key of the success toast; gets `%{name}`, the saved file's name. */
  success: string;
  /** Translation key of the failure toast; gets `%{message}`, why it failed. */
  failure: string;
}

/** Downloads a file from the cms, says how it went in a toast, and tells whether it is under way. */
export const useFileDownload = (messages: DownloadMessages) => {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [busy, setBusy] = useState(false);
  const { success, failure } = messages;

  const download = useCallback(
    async (path: string, fallbackName: string) => {
      setBusy(true);
      try {
        const name = await downloadFile(dataProvider, path, fallbackName);
        notify(success, { type: "success", messageArgs: { name } });
      } catch (error) {
        console.error(`Downloading ${path} failed`, error);
        const message = failureReason(error) ?? translate("app.documents.unreachable");
        notify(failure, { type: "error", messageArgs: { message } });
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, notify, translate, success, failure],
  );

  return { busy, download };
};
