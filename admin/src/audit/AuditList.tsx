import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  type AuditAction,
  type AuditResource,
} from "@agency/shared";
import VerifiedIcon from "@mui/icons-material/VerifiedUser";
import { Alert, Stack, Typography } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Datagrid,
  DateInput,
  FunctionField,
  SelectInput,
  TextField,
  useDataProvider,
  useTranslate,
} from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import type { AgencyDataProvider, JournalVerification } from "../providers/dataProvider";
import { searchFilter } from "../fields/searchFilter";
import { BookList } from "../sales/BookList";
import { EmptyState } from "../sales/PageStates";
import { useSalesNotify } from "../sales/useSalesNotify";
import { changeLines, formatAuditTime } from "./auditChanges";
import { auditMessages } from "./messages";

const resourceChoices = AUDIT_RESOURCES.map((id) => ({ id, name: AUDIT_RESOURCE_LABELS[id] }));
const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: AUDIT_ACTION_LABELS[id] }));

// Entries carry their UTC instant as ISO text: a day's bounds are its first and last instants.
const filters = [
  ...searchFilter,
  <SelectInput
    key="resource"
    source="resource"
    label="app.audit.filters.resource"
    choices={resourceChoices}
    alwaysOn
  />,
  <SelectInput key="action" source="action" label="app.audit.filters.action" choices={actionChoices} alwaysOn />,
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
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<JournalVerification | null>(null);
  const verify = async () => {
    setPending(true);
    try {
      setResult(await dataProvider.verifyJournal());
    } catch (error) {
      notify.serverFailure("app.audit.verify_failed", error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography color="text.secondary">{translate("app.audit.intro")}</Typography>
      <div>
        <Button
          label={pending ? "app.audit.verifying" : "app.audit.verify"}
          variant="contained"
          onClick={() => void verify()}
          disabled={pending}
        >
          <VerifiedIcon />
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

/** /audit: the journal, newest first, filtered by document type, action, dates or text, and its verification. */
export const AuditList = () => {
  const translate = useTranslate();
  const words = { empty: translate("app.audit.empty_value"), linesChanged: translate("app.audit.lines_changed") };
  return (
    <RequireRole allow={adminOnly}>
      <VerifyJournal />
      <BookList
        resource="auditEntries"
        title="app.audit.title"
        filters={filters}
        sort={{ field: "id", order: "DESC" }}
        loading="app.audit.list_loading"
        failed="app.audit.list_failed"
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyState message="app.audit.list_empty" />}>
          <FunctionField
            source="at"
            label="app.audit.fields.at"
            render={(entry: { at: string }) => formatAuditTime(entry.at)}
          />
          <FunctionField
            label="app.audit.fields.user"
            render={(entry: { user?: string | null }) => entry.user ?? translate("app.audit.system")}
          />
          <FunctionField
            label="app.audit.fields.action"
            render={(entry: { action: string }) => AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action}
          />
          <FunctionField
            label="app.audit.fields.resource"
            render={(entry: { resource: string }) =>
              AUDIT_RESOURCE_LABELS[entry.resource as AuditResource] ?? entry.resource
            }
          />
          <TextField source="number" label="app.audit.fields.number" sortable={false} />
          <FunctionField
            label="app.audit.fields.changes"
            render={(entry: { changes: unknown }) =>
              changeLines(entry.changes, auditMessages.field_names, words)
                .map((line) => `${line.field} : ${line.before} → ${line.after}`)
                .join(" · ")
            }
          />
        </Datagrid>
      </BookList>
    </RequireRole>
  );
};
