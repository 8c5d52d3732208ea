import type { ReactElement, ReactNode } from "react";
import { List, TopToolbar, type SortPayload } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { ExportButtons } from "../documents/ExportButtons";
import type { ExportableResource } from "../documents/documentPaths";
import { LoadingState } from "./PageStates";
import { useSalesNotify } from "./useSalesNotify";
import { ScreenHeading } from "../layout/ScreenHeading";

interface BookListProps {
  resource: "creditNotes" | "payments" | "auditEntries";
  title: string;
  filters: ReactElement[];
  sort: SortPayload;
  /** The server's PDF and Excel exports of the list, when it has them. */
  exportAs?: ExportableResource;
  /** Translation keys of the loading and failure messages. */
  loading: string;
  failed: string;
  children: ReactNode;
}

/** An admin-only list of the sales book (credit notes, payments, journal): filters, server exports, loading and failure. */
export const BookList = ({ resource, title, filters, sort, exportAs, loading, failed, children }: BookListProps) => {
  const { failure } = useSalesNotify();
  return (
    <RequireRole allow={adminOnly}>
      <ScreenHeading title={title} />
      <List
        resource={resource}
        title={title}
        filters={filters}
        sort={sort}
        exporter={false}
        actions={<TopToolbar>{exportAs ? <ExportButtons resource={exportAs} /> : null}</TopToolbar>}
        empty={false}
        loading={<LoadingState message={loading} />}
        queryOptions={{ onError: (error: unknown) => failure(failed, error) }}
      >
        {children}
      </List>
    </RequireRole>
  );
};
