import { useRef, useState } from "react";
import { Button, Stack } from "@mui/material";
import { Form, SaveButton, useDataProvider, useNotify } from "react-admin";
import { useFormState, type FieldValues } from "react-hook-form";
import type { ClientData } from "@agency/shared";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import { clientResolver, toClientPayload, type ClientFormValues, type ClientPayload } from "./clientForm";
import { ClientInputs } from "./ClientInputs";
import type { CompanyDocument } from "./clientRecord";
import { clientKey, useClientTranslate, type ClientMessageKey } from "./clientTranslate";
import { CompanyDocumentInput, DOCUMENT_FIELD } from "./CompanyDocumentInput";
import { serverFieldErrors } from "../providers/fieldErrors";

interface ClientFormProps {
  initialValues: ClientFormValues;
  currentDocument?: CompanyDocument | null;
  /** Creates or updates the client; throws the server's error. */
  onSave: (payload: ClientPayload) => Promise<void>;
  onCancel: () => void;
  /** Notification when the server gives no message of its own. */
  failureMessage: ClientMessageKey;
}

/** "Enregistrer" and "Annuler", disabled while saving and, after a success, until the page leaves or closes the form. */
const ClientFormButtons = ({ saved, onCancel }: { saved: boolean; onCancel: () => void }) => {
  const t = useClientTranslate();
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || saved;
  return (
    <Stack direction="row" spacing={2}>
      {/* Enabled on a pristine form too: submitting it shows what is missing. */}
      <SaveButton label={clientKey("form.save")} alwaysEnable={!busy} disabled={busy} />
      <Button type="button" onClick={onCancel} disabled={busy}>
        {t("form.cancel")}
      </Button>
    </Stack>
  );
};

/**
 * The client form: a react-admin `<Form>` checked by the shared schema, then the document (if any)
 * is uploaded and the client saved with its id. Server messages go under their fields (the answer
 * of `onSubmit`) and in a notification.
 */
export const ClientForm = ({ initialValues, currentDocument, onSave, onCancel, failureMessage }: ClientFormProps) => {
  const t = useClientTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [saved, setSaved] = useState(false);
  const file = useRef<File | null>(null);
  // A retry after a failed save reuses the file already uploaded instead of sending it twice.
  const uploaded = useRef<{ file: File; id: number } | null>(null);

  const uploadOnce = async (chosen: File): Promise<number> => {
    if (uploaded.current?.file !== chosen) {
      uploaded.current = { file: chosen, id: await dataProvider.uploadFile(chosen) };
    }
    return uploaded.current.id;
  };

  const fail = (error: unknown, fieldErrors: Record<string, string>) => {
    console.error("Client form: saving failed", error);
    const message = serverMessageOf(error);
    if (message) notify(message, { type: "error", messageArgs: { _: message } });
    else notify(clientKey(failureMessage), { type: "error" });
    return fieldErrors;
  };

  const submit = async (client: ClientData): Promise<Record<string, string> | undefined> => {
    let payload = toClientPayload(client);
    if (file.current) {
      try {
        payload = { ...payload, document: await uploadOnce(file.current) };
      } catch (error) {
        return fail(error, { [DOCUMENT_FIELD]: serverMessageOf(error) ?? t(failureMessage) });
      }
    }
    try {
      await onSave(payload);
      setSaved(true);
      return undefined;
    } catch (error) {
      return fail(error, serverFieldErrors(error));
    }
  };

  return (
    <Form
      record={initialValues}
      resolver={clientResolver}
      // The resolver answers the schema's output: trimmed texts, identifiers without spaces.
      onSubmit={(values: FieldValues) => submit(values as ClientData)}
      // The messages under the fields say it all, as before.
      disableInvalidFormNotification
      noValidate
      warnWhenUnsavedChanges
    >
      <Stack spacing={2}>
        <ClientInputs />
        <CompanyDocumentInput
          current={currentDocument}
          onSelect={(chosen) => {
            file.current = chosen;
          }}
        />
        <ClientFormButtons saved={saved} onCancel={onCancel} />
      </Stack>
    </Form>
  );
};
