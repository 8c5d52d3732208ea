import { useTranslation } from "react-i18next";
import type { ClientDocumentView } from "../lib/view.server";

/** What the client saw happen to the document (sent, viewed, accepted, refused), oldest first. */
export function DocumentHistory({ entries }: { entries: ClientDocumentView["history"] }) {
  const { t } = useTranslation();
  return (
    <section className="client-section" aria-labelledby="document-history">
      <h2 id="document-history">{t("clientDocument.historyTitle")}</h2>
      <ol className="document-history">
        {entries.map((entry, index) => (
          <li key={index}>{t(`clientDocument.history.${entry.event}`, { date: entry.date, name: entry.name })}</li>
        ))}
      </ol>
    </section>
  );
}
