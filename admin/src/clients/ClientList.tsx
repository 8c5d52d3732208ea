import type { MouseEvent } from "react";
import EditIcon from "@mui/icons-material/Edit";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Typography } from "@mui/material";
import {
  Button,
  CreateButton,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  BooleanInput,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  type RaRecord,
} from "react-admin";
import { Link } from "react-router-dom";
import { clientTypeLabel } from "@agency/shared";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { ExportButtons } from "../documents/ExportButtons";
import { serverMessageOf } from "../providers/http";
import { clientKey, useClientTranslate } from "./clientTranslate";
import { ClientTypeFilter } from "./ClientTypeFilter";
import { ScreenHeading } from "../layout/ScreenHeading";
import { RowActions } from "../fields/RowActions";

// The row opens the client on click; its buttons must not trigger that click as well.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** "Voir" and "Modifier": both open the client's page (spec 001 point 2), where editing is. */
const ClientRowLinks = () => {
  const record = useRecordContext();
  if (!record) return null;
  const to = `/clients/${encodeURIComponent(String(record.id))}`;
  return (
    <>
      <Button component={Link} label={clientKey("list.view")} to={to} onClick={stopPropagation}>
        <VisibilityIcon />
      </Button>
      <Button component={Link} label={clientKey("list.edit")} to={to} onClick={stopPropagation}>
        <EditIcon />
      </Button>
    </>
  );
};

/** "Supprimer", only on a client no document names (the server says so per row): the others are archived instead. */
const ClientDeleteButton = () => {
  const record = useRecordContext();
  if (!record || record.deletable === false) return null;
  return <DeleteWithCodeButton resource="clients" record={record} />;
};

const ClientListActions = () => (
  <TopToolbar>
    <ExportButtons resource="clients" />
    <CreateButton label={clientKey("list.add")} to="/clients/add" variant="contained" />
  </TopToolbar>
);

/**
 * /clients. Exports are made by the server (the actions' buttons), and deletions go through the
 * one-time code, so react-admin's client-side export and bulk delete are off.
 */
export const ClientList = () => {
  const t = useClientTranslate();
  const notify = useNotify();
  const notifyLoadFailure = (error: unknown) => {
    console.error("Clients: loading the list failed", error);
    const message = serverMessageOf(error);
    if (message) notify(message, { type: "error", messageArgs: { _: message } });
    else notify(clientKey("list.load_failed"), { type: "error" });
  };

  return (
    <RequireRole allow={adminOnly}>
      <ScreenHeading title="app.titles.clients" />
      <List
        title="app.titles.clients"
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={t("list.search")}
            sx={{ minWidth: "min(340px, 100%)" }}
          />,
          <ClientTypeFilter key="type" source="type" alwaysOn />,
          <BooleanInput key="archived" source="archived" label={t("list.show_archived")} alwaysOn />,
        ]}
        filterDefaultValues={{ archived: false }}
        actions={<ClientListActions />}
        sort={{ field: "createdAt", order: "DESC" }}
        exporter={false}
        empty={false}
        loading={
          <Typography sx={{ mt: 4, textAlign: "center" }} role="status">
            {t("list.loading")}
          </Typography>
        }
        queryOptions={{ onError: notifyLoadFailure }}
      >
        <Datagrid
          rowClick={(id) => `/clients/${encodeURIComponent(String(id))}`}
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>{t("list.empty")}</Typography>}
        >
          <TextField source="name" />
          <FunctionField source="type" render={(record: RaRecord) => clientTypeLabel(String(record.type))} />
          <EmailField source="email" onClick={stopPropagation} />
          <TextField source="phone" />
          <DateField source="createdAt" locales="fr-FR" />
          <RowActions label="app.deletion.column" textAlign="right">
            <ClientRowLinks />
            <ClientDeleteButton />
          </RowActions>
        </Datagrid>
      </List>
    </RequireRole>
  );
};
