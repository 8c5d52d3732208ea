import { useState } from "react";
import { Card, CardContent, Stack, Typography } from "@mui/material";
import { RecordContextProvider, useNotify, useUpdate } from "react-admin";
import { ClientForm } from "./ClientForm";
import { toClientFormValues, type ClientPayload } from "./clientForm";
import { ClientHeader } from "./ClientHeader";
import type { ClientRecord } from "./clientRecord";
import { ClientTabs } from "./ClientTabs";
import { clientKey, useClientTranslate } from "./clientTranslate";

interface ClientDetailViewProps {
  client: ClientRecord;
  /** Reads the client again once saved, its new document included. */
  onSaved: () => void;
}

/** The loaded client: header, then either its tabs or, after "Modifier", the edit form. */
export const ClientDetailView = ({ client, onSaved }: ClientDetailViewProps) => {
  const t = useClientTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const [editing, setEditing] = useState(false);

  const save = async (payload: ClientPayload) => {
    await update(
      "clients",
      { id: client.id, data: payload, previousData: client, meta: { ifUnchanged: true } },
      { mutationMode: "pessimistic", returnPromise: true },
    );
    notify(clientKey("form.updated"), { type: "success" });
    setEditing(false);
    onSaved();
  };

  const setArchived = async (archived: boolean) => {
    try {
      await update(
        "clients",
        { id: client.id, data: { archived }, previousData: client },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      notify(clientKey(archived ? "show.archived_done" : "show.unarchived_done"), { type: "success" });
      onSaved();
    } catch (error) {
      console.error("Clients: archiving failed", error);
      notify(clientKey("form.update_failed"), { type: "error" });
    }
  };

  return (
    // The tabs' lists read the client from this context (ReferenceManyField).
    <RecordContextProvider value={client}>
      <Stack spacing={2}>
        <ClientHeader client={client} editing={editing} onEdit={() => setEditing(true)} onArchive={setArchived} />
        {editing ? (
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                {t("form.edit_title")}
              </Typography>
              <ClientForm
                initialValues={toClientFormValues(client)}
                currentDocument={client.document}
                onSave={save}
                onCancel={() => setEditing(false)}
                failureMessage="form.update_failed"
              />
            </CardContent>
          </Card>
        ) : (
          <ClientTabs client={client} />
        )}
      </Stack>
    </RecordContextProvider>
  );
};
