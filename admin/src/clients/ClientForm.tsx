import { useRef, useState, type FormEvent } from "react";
import { Box, Button, CircularProgress, Stack } from "@mui/material";
import { useDataProvider, useNotify } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import { checkClientForm, type ClientField, type ClientFormValues, type ClientPayload } from "./clientForm";
import { ClientInputs } from "./ClientInputs";
import type { CompanyDocument } from "./clientRecord";
import { clientKey, useClientTranslate, type ClientMessageKey } from "./clientTranslate";
import { CompanyDocumentInput } from "./CompanyDocumentInput";
import { serverFieldErrors } from "./serverFieldErrors";

interface ClientFormProps {
  initialValues: ClientFormValues;
  currentDocument?: CompanyDocument | null;
  /** Creates or updates the client; throws the server's error. */
  onSave: (payload: ClientPayload) => Promise<void>;
  onCancel: () => void;
  /** Notification when the server gives no message of its own. */
  failureMessage: ClientMessageKey;
}

/**
 * The client form: checked with the shared schema, then the document (if any) is uploaded and
 * the client saved with its id. Server messages go under their fields and in a notification.
 * After a success the buttons stay disabled: the page leaves or closes the form.
 */
export const ClientForm = ({ initialValues, currentDocument, onSave, onCancel, failureMessage }: ClientFormProps) => {
  const t = useClientTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
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
    setErrors(fieldErrors);
    setSaving(false);
    const message = serverMessageOf(error);
    if (message) notify(message, { type: "error", messageArgs: { _: message } });
    else notify(clientKey(failureMessage), { type: "error" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const check = checkClientForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    let payload = check.payload;
    if (file) {
      try {
        payload = { ...payload, document: await uploadOnce(file) };
      } catch (error) {
        fail(error, { document: serverMessageOf(error) ?? t(failureMessage) });
        return;
      }
    }
    try {
      await onSave(payload);
    } catch (error) {
      fail(error, serverFieldErrors(error));
    }
  };

  const change = (field: ClientField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const selectFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors(({ document: _dropped, ...others }) => others);
  };

  const rejectFile = () => {
    setFile(null);
    setErrors((current) => ({ ...current, document: t("form.document_invalid") }));
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <ClientInputs values={values} errors={errors} disabled={saving} onChange={change} />
        <CompanyDocumentInput
          current={currentDocument}
          error={errors.document}
          disabled={saving}
          onSelect={selectFile}
          onReject={rejectFile}
        />
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t("form.save")}
          </Button>
          <Button type="button" onClick={onCancel} disabled={saving}>
            {t("form.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
