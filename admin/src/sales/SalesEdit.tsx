import { useMemo } from "react";
import { useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { FieldValues } from "react-hook-form";
import { SalesForm } from "./SalesForm";
import type { SalesFormKind } from "./salesFormKind";
import { SalesPage } from "./SalesPage";
import { StatusChip } from "./StatusChip";
import { EDIT_MODE_EXIT_DELAY_MS, useSaveHandler, wait } from "./useSaveHandler";

interface SalesEditProps<
  V extends FieldValues,
  P extends object,
  R extends { id: string; status: string; updatedAt?: string },
> {
  kind: SalesFormKind<V, P, R>;
  record: R;
  /** Saved: back to read mode with the stored version. */
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of /invoices/:id and /quotes/:id: the creation inputs, prefilled; PUT on "Enregistrer". */
export const SalesEdit = <
  V extends FieldValues,
  P extends object,
  R extends { id: string; status: string; updatedAt?: string },
>({
  kind,
  record,
  onSaved,
  onCancel,
}: SalesEditProps<V, P, R>) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const defaultValues = useMemo(() => kind.formValues(record), [kind, record]);
  // Only an invoice's draft has no number yet.
  const number = kind.numberOf(record);
  const save = useSaveHandler({
    send: (payload: P) => dataProvider.updateSalesDocument(kind.resource, record.id, payload, record.updatedAt),
    successKey: `app.sales.${kind.kind}.updated`,
    failureKey: `app.sales.${kind.kind}.update_failed`,
    numberField: kind.numberField,
    onSaved: async () => {
      await wait(EDIT_MODE_EXIT_DELAY_MS);
      onSaved();
    },
  });
  return (
    <SalesPage
      messages={`app.sales.${kind.kind}`}
      title={
        number
          ? translate(`app.sales.${kind.kind}.show_title`, { number })
          : translate(`app.sales.${kind.kind}.draft_title`)
      }
      backTo={`/${kind.resource}`}
      badge={<StatusChip kind={kind.kind} status={record.status} variant="detail" />}
    >
      <SalesForm
        defaultValues={defaultValues}
        schema={kind.schema}
        toPayload={kind.toPayload}
        save={save}
        actions={<ActionButton label="app.sales.common.cancel" onClick={onCancel} />}
      >
        <kind.Inputs />
      </SalesForm>
    </SalesPage>
  );
};
