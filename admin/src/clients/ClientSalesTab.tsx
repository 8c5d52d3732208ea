import { Stack } from "@mui/material";
import { Datagrid, Pagination, ReferenceManyField, useRecordContext } from "react-admin";
import { RowActions } from "../fields/RowActions";
import { ExportButtons } from "../documents/ExportButtons";
import { PrintRowButton } from "../documents/PrintLinks";
import { EmptyState } from "../sales/PageStates";
import { NewForClientButton, ViewButton, type ClientTabOptions, type SalesListKind } from "../sales/SalesList";

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

/** The row's print button, named after the number of the document it prints. */
const RowPrintButton = ({ print }: { print: NonNullable<ClientTabOptions["print"]> }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <PrintRowButton
      resource={print.resource}
      documentId={String(record.id)}
      number={String(record[print.numberField])}
    />
  );
};

// Datagrid reads its columns' props for the headers: this is an element, not a component.
const actionsColumn = (path: string | undefined, { print }: ClientTabOptions) => (
  <RowActions key="actions" label="app.deletion.column" textAlign="right">
    {path ? <ViewButton path={path} /> : null}
    {print ? <RowPrintButton print={print} /> : null}
  </RowActions>
);

/**
 * One tab of the client page: the kind's list, restricted to the client (react-admin's reference
 * target, which the data provider turns into a documentId filter), with its create button, its
 * exports of the same rows and, for printable documents, a print button per row.
 */
export const ClientSalesTab = ({
  kind,
  tab,
  clientId,
}: {
  kind: SalesListKind;
  tab: ClientTabOptions;
  clientId: string;
}) => {
  const rowPath = kind.path;
  return (
    <ReferenceManyField
      reference={kind.resource}
      target={tab.field}
      sort={kind.sort}
      perPage={10}
      pagination={pagination}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end" }}
        >
          <Stack sx={{ mr: "auto" }}>
            <NewForClientButton
              kind={kind}
              query={tab.createWithoutClient ? "" : `?client=${encodeURIComponent(clientId)}`}
            />
          </Stack>
          {kind.exportAs ? (
            <ExportButtons resource={kind.exportAs} filter={{ [`${tab.field}.documentId`]: clientId }} />
          ) : null}
        </Stack>
        <Datagrid
          bulkActionButtons={false}
          rowClick={rowPath ? (id) => `${rowPath}/${encodeURIComponent(String(id))}` : false}
          empty={<EmptyState message={tab.empty} />}
        >
          {/* The client is the page's: its column would repeat it on every row. */}
          {kind.columns.filter((column) => !column.props.source?.endsWith("client.name"))}
          {actionsColumn(rowPath, tab)}
        </Datagrid>
      </Stack>
    </ReferenceManyField>
  );
};
