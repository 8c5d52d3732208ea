import { useGetManyAggregate, useTranslate } from "react-admin";
import {
  changeLines,
  changeText,
  referencedIds,
  referenceName,
  type ReferenceField,
  type ReferenceNames,
} from "./auditChanges";

const LOADING_NAME = "…";

/**
 * One relation's names: every entry on screen asks at once and react-admin sends one request per resource
 * (as ReferenceField does); a record since deleted stays shown by its documentId, but not while the names load (a
 * line of the history read "Client : fm1scloxnqgf4iheofkfefp8" for a moment, then the name).
 */
const useNames = (resource: string, field: ReferenceField, ids: string[]) => {
  const { data, isPending } = useGetManyAggregate(resource, { ids }, { enabled: ids.length > 0 });
  if (isPending) return ids.map((id) => [id, LOADING_NAME] as const);
  return (data ?? []).flatMap((record) => {
    const name = record ? referenceName(field, record) : undefined;
    return name ? [[String(record.id), name] as const] : [];
  });
};

/** An entry's changes in one line of French (`changeText`), its references named. */
export const AuditChanges = ({ resource, action, changes }: { resource: string; action: string; changes: unknown }) => {
  const translate = useTranslate();
  const clients = useNames("clients", "client", referencedIds(changes, "client"));
  const invoices = useNames("invoices", "invoice", referencedIds(changes, "invoice"));
  const quotes = useNames("quotes", "quote", referencedIds(changes, "quote"));
  const references: ReferenceNames = Object.fromEntries([...clients, ...invoices, ...quotes]);
  const words = {
    empty: translate("app.audit.empty_value"),
    linesChanged: translate("app.audit.lines_changed"),
    lineCount: (count: number) => translate("app.audit.line_count", { smart_count: count }),
    yes: translate("app.audit.yes"),
    no: translate("app.audit.no"),
  };
  return (
    <>
      {changeText(changeLines(resource, changes, words, references), {
        action,
        empty: words.empty,
      })}
    </>
  );
};
