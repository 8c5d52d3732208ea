import type { MouseEvent } from "react";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Stack } from "@mui/material";
import { Datagrid, FunctionField, Link, Pagination, ReferenceManyField, type RaRecord } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { MoneyField } from "../fields/MoneyField";
import { useClientTranslate } from "./clientTranslate";
import { formatFrenchDate } from "./frenchDate";
import {
  newSalesDocumentPath,
  salesDocumentKinds,
  salesDocumentPath,
  type SalesDocumentKind,
} from "./salesDocumentKinds";

interface ClientDocumentsTabProps {
  kind: SalesDocumentKind;
  clientId: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

// The number is a real link (keyboard, new tab); its click must not also run the row's.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The client's invoices, quotes or delivery notes, newest first. ReferenceManyField asks the
 * dataProvider for `target="client"`, which it turns into `filters[client][documentId][$eq]`.
 */
export const ClientDocumentsTab = ({ kind, clientId }: ClientDocumentsTabProps) => {
  const t = useClientTranslate();
  const info = salesDocumentKinds[kind];
  const pathOf = (record: RaRecord) => salesDocumentPath(kind, String(record.id));

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to={newSalesDocumentPath(kind, clientId)}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t(`kinds.${kind}.create`)}
        </Button>
      </Box>
      <ReferenceManyField
        reference={info.resource}
        target="client"
        sort={{ field: "issueDate", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={t(`kinds.${kind}.empty`)}
      >
        <Datagrid bulkActionButtons={false} rowClick={(id) => salesDocumentPath(kind, String(id))}>
          <FunctionField
            source={info.numberField}
            label={t("documents.number")}
            render={(record: RaRecord) => (
              <Link to={pathOf(record)} onClick={stopPropagation}>
                {text(record[info.numberField])}
              </Link>
            )}
          />
          <FunctionField
            source="issueDate"
            label={t("documents.date")}
            render={(record: RaRecord) => formatFrenchDate(text(record.issueDate))}
          />
          {info.hasAmount && <MoneyField source="totalAmount" label={t("documents.amount")} textAlign="right" />}
          <FunctionField
            source="status"
            label={t("documents.status")}
            render={(record: RaRecord) => info.statusLabel(text(record.status))}
          />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
};
