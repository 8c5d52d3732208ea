import { Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { RowsTable, TitledSection } from "../fields/RowsTable";
import type { SharedResource } from "../providers/shareMethods";
import { LoadingState } from "../sales/PageStates";
import { CLIENT_HISTORY_ACTIONS, clientHistoryRows, journalResources } from "./clientHistory";

/** The journal's entries read at most: a document's sendings and openings stay far below. */
const HISTORY_LIMIT = 100;

/**
 * "Envois et suivi client": what the client was sent, its link, when it opened the document and a quote's answer,
 * newest first, as the audit journal recorded them.
 */
export const DocumentClientHistory = ({ resource, id }: { resource: SharedResource; id: string }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.documents.history.${key}`);
  const { data, isPending, error } = useGetList("auditEntries", {
    // An array is "one of" ($in) for the data provider.
    filter: { resource: journalResources[resource], recordId: id, action: [...CLIENT_HISTORY_ACTIONS] },
    sort: { field: "id", order: "DESC" },
    pagination: { page: 1, perPage: HISTORY_LIMIT },
  });
  return (
    <TitledSection title={t("title")}>
      {isPending ? (
        <LoadingState message="app.documents.history.loading" />
      ) : error ? (
        <Typography color="error">{t("failed")}</Typography>
      ) : (
        <RowsTable
          label={t("title")}
          rows={clientHistoryRows(data, translate)}
          rowKey={(row) => row.id}
          empty={t("empty")}
          columns={[
            { header: t("at"), cell: (row) => row.at, nowrap: true },
            {
              header: t("event"),
              cell: (row) => (
                <>
                  {row.event}
                  {row.detail ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {row.detail}
                    </Typography>
                  ) : null}
                </>
              ),
            },
            { header: t("by"), cell: (row) => row.by },
          ]}
        />
      )}
    </TitledSection>
  );
};
