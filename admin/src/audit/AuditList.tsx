import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  type AuditAction,
  type AuditResource,
} from "@agency/shared";
import VerifiedIcon from "@mui/icons-material/VerifiedUser";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { DateInput, FunctionField, TextField, useDataProvider, useTranslate } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { searchFilter } from "../fields/searchFilter";
import { TimestampField } from "../fields/TimestampField";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { useSalesNotify } from "../sales/useSalesNotify";
import { AuditChanges } from "./AuditChanges";
import { FilterSelectInput } from "../fields/FilterSelectInput";

const resourceChoices = AUDIT_RESOURCES.map((id) => ({ id, name: AUDIT_RESOURCE_LABELS[id] }));
const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: AUDIT_ACTION_LABELS[id] }));

// Entries carry their UTC instant as ISO text: a day's bounds are its first and last instants.
const filters = [
  ...searchFilter,
  <FilterSelectInput
    key="resource"
    source="resource"
    label="app.audit.filters.resource"
    choices={resourceChoices}
    alwaysOn
  />,
  <FilterSelectInput key="action" source="action" label="app.audit.filters.action" choices={actionChoices} alwaysOn />,
  <DateInput key="from" source="at_gte" label="app.audit.filters.from" alwaysOn />,
  <DateInput
    key="to"
    source="at_lte"
    label="app.audit.filters.to"
    alwaysOn
    format={(value?: string) => (value ? value.slice(0, 10) : "")}
    parse={(value: string) => (value ? `${value}T23:59:59.999Z` : value)}
  />,
];

/** "Vérifier la chaîne": the server walks the hash chain and says where it breaks, if it does. */
const VerifyJournal = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const verification = useMutation({
    mutationFn: () => dataProvider.verifyJournal(),
    onError: (error) => notify.serverFailure("app.audit.verify_failed", error),
  });
  const result = verification.data;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography color="text.secondary">{translate("app.audit.intro")}</Typography>
      <div>
        {/* Worded at every width: react-admin's Button is its icon alone on a phone. */}
        <Button
          variant="contained"
          size="small"
          startIcon={<VerifiedIcon />}
          onClick={() => verification.mutate()}
          disabled={verification.isPending}
        >
          {translate(verification.isPending ? "app.audit.verifying" : "app.audit.verify")}
        </Button>
      </div>
      {result ? (
        <Alert severity={result.ok ? "success" : "error"} role="status">
          {result.ok
            ? translate("app.audit.verified_ok", { count: result.count })
            : translate("app.audit.verified_broken", { id: result.firstBrokenId, count: result.count })}
        </Alert>
      ) : null}
    </Stack>
  );
};

const AuditUser = ({ user }: { user?: string | null }) => {
  const translate = useTranslate();
  return <>{user ?? translate("app.audit.system")}</>;
};

interface AuditRow {
  at: string;
  user?: string | null;
  action: string;
  resource: string;
  changes: unknown;
}

/** /audit: the journal, newest first, filtered by document type, action, dates or text, and its verification. */
const auditList: SalesListKind = {
  resource: "auditEntries",
  title: "app.audit.title",
  filters,
  sort: { field: "id", order: "DESC" },
  messages: "app.audit",
  columns: [
    <TimestampField key="at" source="at" label="app.audit.fields.at" />,
    <FunctionField
      key="user"
      label="app.audit.fields.user"
      render={(entry: AuditRow) => <AuditUser user={entry.user} />}
    />,
    <FunctionField
      key="action"
      label="app.audit.fields.action"
      render={(entry: AuditRow) => AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action}
    />,
    <FunctionField
      key="resource"
      label="app.audit.fields.resource"
      render={(entry: AuditRow) => AUDIT_RESOURCE_LABELS[entry.resource as AuditResource] ?? entry.resource}
    />,
    <TextField key="number" source="number" label="app.audit.fields.number" sortable={false} />,
    <FunctionField
      key="changes"
      label="app.audit.fields.changes"
      render={(entry: AuditRow) => (
        // Wide enough to read on a phone, where the table scrolls, instead of a column a word wide and rows a page tall.
        <Box component="span" sx={{ display: "block", minWidth: 320 }}>
          <AuditChanges resource={entry.resource} action={entry.action} changes={entry.changes} />
        </Box>
      )}
    />,
  ],
};

export const AuditList = () => (
  <RequireRole allow={adminOnly}>
    <VerifyJournal />
    <SalesList kind={auditList} />
  </RequireRole>
);
