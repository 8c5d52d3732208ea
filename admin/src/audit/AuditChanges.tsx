import { useGetManyAggregate, useTranslate, type RaRecord } from "react-admin";
import { changeLines, referencedIds, type ReferenceField, type ReferenceNames } from "./auditChanges";

/** What names a referenced record in the journal: a client's name, an invoice's or a quote's number. */
const NAME_OF: Readonly<Record<ReferenceField, (record: RaRecord) => unknown>> = {
  client: (record) => record.name,
  invoice: (record) => record.invoiceNumber,
  quote: (record) => record.quoteNumber,
};

/**
 * One relation's names: every entry on screen asks at once and react-admin sends one request per resource
 * (as ReferenceField does); a record since deleted, or without a number yet, stays shown by its documentId.
 */
const useNames = (resource: string, field: ReferenceField, ids: string[]) => {
  const { data } = useGetManyAggregate(resource, { ids }, { enabled: ids.length > 0 });
  return (data ?? []).flatMap((record) => {
    const name = record ? NAME_OF[field](record) : undefined;
    return typeof name === "string" && name ? [[String(record.id), name] as const] : [];
  });
};

/** An entry's changes in one line of French: "Statut : Non payée → Payée · Montant : — → 1 200,00 DH". */
export const AuditChanges = ({ resource, changes }: { resource: string; changes: unknown }) => {
  const translate = useTranslate();
  const clients = useNames("clients", "client", referencedIds(changes, "client"));
  const invoices = useNames("invoices", "invoice", referencedIds(changes, "invoice"));
  const quotes = useNames("quotes", "quote", referencedIds(changes, "quote"));
  const references: ReferenceNames = Object.fromEntries([...clients, ...invoices, ...quotes]);
  const words = {
    empty: translate("app.audit.empty_value"),
    linesChanged: translate("app.audit.lines_changed"),
    yes: translate("app.audit.yes"),
    no: translate("app.audit.no"),
  };
  return (
    <>
      {changeLines(resource, changes, words, references)
        .map((line) => `${line.field} : ${line.before} → ${line.after}`)
        .join(" · ")}
    </>
  );
};
