import type { ReactNode } from "react";
import { Datagrid, List, type DatagridProps, type ListProps } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { searchFilter } from "../fields/searchFilter";
import { ScreenHeading } from "../layout/ScreenHeading";
import { EmptyState } from "../sales/PageStates";
import { RowActions } from "../fields/RowActions";

interface InboxListProps
  extends
    Omit<ListProps, "title" | "resource" | "sort" | "empty" | "children">,
    Pick<DatagridProps, "rowClick" | "rowSx"> {
  resource: "messages" | "subscribers";
  /** The app bar's title and the page's h1. */
  title: string;
  /** The date the list shows newest first. */
  sortField: string;
  /** Said when there is nothing to list, or nothing matching the search. */
  emptyMessage: string;
  /** Buttons of each row before "Supprimer". */
  rowActions?: ReactNode;
  /** The columns. */
  children: ReactNode;
}

/**
 * The messages and subscribers lists, searched and newest first. Both staff roles use them, so the
 * only guard is react-admin's sign-in check. Deletion needs a one-time code and the subscribers' CSV
 * is the API's own: react-admin's bulk delete and export are off.
 */
export const InboxList = ({
  resource,
  title,
  sortField,
  emptyMessage,
  rowClick,
  rowSx,
  rowActions,
  children,
  ...listProps
}: InboxListProps) => {
  const empty = <EmptyState message={emptyMessage} />;
  return (
    <>
      <ScreenHeading title={title} />
      <List
        title={title}
        filters={searchFilter}
        sort={{ field: sortField, order: "DESC" }}
        exporter={false}
        empty={empty}
        {...listProps}
      >
        <Datagrid rowClick={rowClick} rowSx={rowSx} bulkActionButtons={false} empty={empty}>
          {children}
          <RowActions label="app.deletion.column" textAlign="right">
            {rowActions}
            <DeleteWithCodeButton resource={resource} />
          </RowActions>
        </Datagrid>
      </List>
    </>
  );
};
