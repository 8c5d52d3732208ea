import { config } from "../config";
import { readSession } from "../providers/authStorage";
import { fallbackFileName, fileNameFromDisposition } from "./csvExport";

/**
 * Fetches the CSV with the bearer (a plain link could not send it) and saves it through a
 * temporary `<a download>`. The cms exposes Content-Disposition to the browser for the name.
 */
export const downloadCsv = async (path: string): Promise<void> => {
  const jwt = readSession()?.jwt;
  const response = await fetch(`${config.apiUrl}${path}`, {
    headers: { Accept: "text/csv", ...(jwt && { Authorization: `Bearer ${jwt}` }) },
  });
  if (!response.ok) throw new Error(`CSV export failed: HTTP ${response.status}`);
  const blob = await response.blob();
  const name = fileNameFromDisposition(
    response.headers.get("Content-Disposition"),
    fallbackFileName(new Date()),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers start the download after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
