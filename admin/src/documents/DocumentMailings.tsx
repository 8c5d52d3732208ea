import { Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { RowsTable, TitledSection } from "../fields/RowsTable";
import type { MailedResource } from "../providers/mailMethods";
import { LoadingState } from "../sales/PageStates";
import { journalResources, mailingRows } from "./mailings";

/** "Envois": when a document was mailed, to whom, by whom, newest first, as the audit journal recorded it. */
export const DocumentMailings = ({ resource, id }: { resource: MailedResource; id: string }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.documents.mailings.${key}`);
  const { data, isPending, error } = useGetList("auditEntries", {
    filter: { resource: journalResources[resource], recordId: id, action: "mail" },
    sort: { field: "id", order: "DESC" },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <TitledSection title={t("title")}>
      {isPending ? (
        <LoadingState message="app.documents.mailings.loading" />
      ) : error ? (
        <Typography color="error">{t("failed")}</Typography>
      ) : (
        <RowsTable
          label={t("title")}
          rows={mailingRows(data, translate("app.audit.system"))}
          rowKey={(row) => row.id}
          empty={t("empty")}
          columns={[
            { header: t("at"), cell: (row) => row.at },
            {
              header: t("to"),
              cell: (row) => (
                <>
                  {row.to}
                  {row.cc ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate("app.documents.mailings.cc", { addresses: row.cc })}
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
