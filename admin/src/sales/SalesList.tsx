import AddIcon from "@mui/icons-material/Add";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { isFrozen, type DocumentKind } from "@agency/shared";
import type { MouseEvent, ReactElement } from "react";
import { Button, CreateButton, Datagrid, List, TopToolbar, useRecordContext, type SortPayload } from "react-admin";
import { Link } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import type { DeletableResource } from "../deletion/deletionTargets";
import { ExportButtons } from "../documents/ExportButtons";
import type { ExportableResource, PrintableResource } from "../documents/documentPaths";
import { ScreenHeading } from "../layout/ScreenHeading";
import { ListEmptyState, LoadingState } from "./PageStates";
import { useSalesNotify } from "./useSalesNotify";
import { RowActions } from "../fields/RowActions";
import { ActionButton, CompactActions } from "../layout/ActionButton";

/** How a kind is listed on the client page, in its own tab. */
export interface ClientTabOptions {
  /** What links a row to its client, as react-admin's reference target: "client" or "invoice.client". */
  field: "client" | "invoice.client";
  /** Translation key of the tab's message when the client has none. */
  empty: string;
  /** Delivery notes start from an invoice, whose client they take: their create screen opens without one. */
  createWithoutClient?: boolean;
  /** The row's print button: what it prints and the field holding the number it names. */
  print?: { resource: PrintableResource; numberField: "invoiceNumber" | "quoteNumber" | "deliveryNumber" };
}

/** What one list of the sales book is made of: each kind (invoices, quotes, payments...) declares its own. */
export interface SalesListKind {
  resource:
    "invoices" | "quotes" | "delivery" | "creditNotes" | "payments" | "auditEntries" | "recurringInvoices" | "mails";
  title: string;
  filters: ReactElement[];
  sort: SortPayload;
  /** More buttons beside the exports (the invoices' e-invoice archive). */
  moreActions?: ReactElement;
  /** The server's PDF and Excel exports of the list, when it has them. */
  exportAs?: ExportableResource;
  /** Where a row opens (e.g. /invoices); the rows of a list without one do not open. */
  path?: string;
  /** The label of the "new" button, which opens `${path}/create`. */
  createLabel?: string;
  /** Rows are deleted with the one-time deletion code, as this resource. */
  deleteAs?: DeletableResource;
  /** The rows' kind in the book of record: the ones it keeps (issued, accepted, delivered) offer no deletion. */
  keptAs?: DocumentKind;
  /** The prefix of the translation keys `<messages>.list_loading`, `.list_empty` and `.list_failed`. */
  messages: string;
  /** The fields shown, as Datagrid columns; the client page leaves out the client's own. */
  columns: ReactElement<{ source?: string }>[];
  client?: ClientTabOptions;
}

// The row's own click would navigate a second time.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Opens the row's document, e.g. /invoices/:id. */
export const ViewButton = ({ path }: { path: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${path}/${encodeURIComponent(String(record.id))}`}
      label="app.sales.common.view"
      onClick={stopPropagation}
    >
      <VisibilityIcon />
    </Button>
  );
};

/** The row's "Supprimer", unless the book of record keeps the row: the server would refuse it. */
const RowDeleteButton = ({ resource, keptAs }: { resource: DeletableResource; keptAs?: DocumentKind }) => {
  const record = useRecordContext();
  if (!record || (keptAs && isFrozen(keptAs, { state: record.state, status: record.status }))) return null;
  return <DeleteWithCodeButton resource={resource} record={record} />;
};

// Datagrid reads its columns' props for the headers: this is an element, not a component.
const rowActions = ({ path, deleteAs, keptAs }: SalesListKind) => {
  if (!path) return null;
  if (!deleteAs) return <ViewButton path={path} />;
  return (
    <RowActions label="app.deletion.column" textAlign="right">
      <ViewButton path={path} />
      <RowDeleteButton resource={deleteAs} keptAs={keptAs} />
    </RowActions>
  );
};

/**
 * "Nouvelle facture", "Nouveau devis"... in a client's tab: the kind's create screen with the client chosen, worded
 * at every width beside the tab's worded exports.
 */
export const NewForClientButton = ({ kind, query = "" }: { kind: SalesListKind; query?: string }) =>
  kind.path && kind.createLabel ? (
    <ActionButton component={Link} to={`${kind.path}/create${query}`} label={kind.createLabel} variant="contained">
      <AddIcon />
    </ActionButton>
  ) : null;

/**
 * The list's own "new" action is react-admin's CreateButton: below 900 px a round button floating at the bottom, in
 * a thumb's reach and named, where the toolbar's other icons stand unnamed.
 */
const ListActions = ({ kind }: { kind: SalesListKind }) => (
  <TopToolbar>
    <CompactActions>
      {kind.exportAs ? <ExportButtons resource={kind.exportAs} /> : null}
      {kind.moreActions}
      {kind.path && kind.createLabel ? (
        <CreateButton to={`${kind.path}/create`} label={kind.createLabel} variant="contained" />
      ) : null}
    </CompactActions>
  </TopToolbar>
);

/**
 * An admin-only list of the sales book, searched, filtered and exported by the server: react-admin's
 * client-side export, bulk actions and "create your first" page are off; deletions go through the code.
 */
export const SalesList = ({ kind }: { kind: SalesListKind }) => {
  const { failure } = useSalesNotify();
  const { path, messages } = kind;
  return (
    <RequireRole allow={adminOnly}>
      <ScreenHeading title={kind.title} />
      <List
        resource={kind.resource}
        title={kind.title}
        filters={kind.filters}
        sort={kind.sort}
        exporter={false}
        actions={<ListActions kind={kind} />}
        empty={false}
        loading={<LoadingState message={`${messages}.list_loading`} />}
        queryOptions={{ onError: (error: unknown) => failure(`${messages}.list_failed`, error) }}
      >
        <Datagrid
          rowClick={path ? (id) => `${path}/${encodeURIComponent(String(id))}` : false}
          bulkActionButtons={false}
          empty={<ListEmptyState messages={messages} />}
        >
          {kind.columns}
          {rowActions(kind)}
        </Datagrid>
      </List>
    </RequireRole>
  );
};
