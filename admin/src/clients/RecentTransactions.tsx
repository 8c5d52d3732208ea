import { Link } from "react-admin";
import { formatDH, formatFrenchDate } from "@agency/shared";
import { RowsTable, TitledSection } from "../fields/RowsTable";
import type { RecentTransaction } from "./clientSummary";
import { useClientTranslate } from "./clientTranslate";
import { salesDocumentKinds, salesDocumentPath } from "./salesDocumentKinds";

/** "Transactions récentes": the summary's 3 latest invoices, quotes or delivery notes. */
export const RecentTransactions = ({ recent }: { recent: readonly RecentTransaction[] }) => {
  const t = useClientTranslate();
  return (
    <TitledSection title={t("overview.recent")}>
      <RowsTable
        label={t("overview.recent")}
        rows={recent}
        rowKey={(item) => `${item.kind}-${item.documentId}`}
        empty={t("overview.no_recent")}
        columns={[
          { header: t("overview.kind"), cell: (item) => t(`kinds.${item.kind}.label`) },
          {
            header: t("documents.number"),
            nowrap: true,
            cell: (item) => <Link to={salesDocumentPath(item.kind, item.documentId)}>{item.number}</Link>,
          },
          { header: t("documents.date"), cell: (item) => formatFrenchDate(item.date), nowrap: true },
          {
            header: t("documents.amount"),
            cell: (item) => (item.totalAmount === null ? "" : formatDH(item.totalAmount)),
            align: "right",
            nowrap: true,
          },
          { header: t("documents.status"), cell: (item) => salesDocumentKinds[item.kind].statusLabel(item.status) },
        ]}
      />
    </TitledSection>
  );
};
