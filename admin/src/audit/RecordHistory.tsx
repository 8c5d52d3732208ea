import { AUDIT_ACTION_LABELS, casablancaTimestamp, type AuditAction } from "@agency/shared";
import { Box, CircularProgress, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { AuditChanges } from "./AuditChanges";

interface RecordHistoryProps {
  resource: string;
  recordId: string;
  /** Changes when the record changes, so that the history reloads with it. */
  version?: unknown;
}

/** One record's story from the audit journal: what changed, when, by whom. */
export const RecordHistory = ({ resource, recordId, version }: RecordHistoryProps) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList("auditEntries", {
    filter: { resource, recordId },
    sort: { field: "id", order: "ASC" },
    pagination: { page: 1, perPage: 200 },
    meta: { version },
  });
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography id="history-title" component="h2" variant="h6" gutterBottom>
        {translate("app.audit.history")}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={translate("app.audit.list_loading")} />
      ) : error ? (
        <Typography color="error">{translate("app.audit.history_failed")}</Typography>
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{translate("app.audit.history_empty")}</Typography>
      ) : (
        <List dense aria-label={translate("app.audit.history")}>
          {data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={`${casablancaTimestamp(String(entry.at))} — ${
                  AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action
                } — ${entry.user ?? translate("app.audit.system")}`}
                secondary={<AuditChanges resource={resource} action={entry.action} changes={entry.changes} />}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
