import { useEffect, useRef } from "react";
import { Card, CardContent } from "@mui/material";
import { Title, useCreate, useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { ClientForm } from "./ClientForm";
import { emptyClientForm, type ClientPayload } from "./clientForm";
import { clientKey, useClientTranslate } from "./clientTranslate";
import { ScreenHeading } from "../layout/ScreenHeading";

/** Spec 001 point 4: after a creation the app goes back to the list 1.5 s later. */
const BACK_TO_LIST_DELAY_MS = 1500;

/** /clients/add */
export const ClientCreate = () => {
  const t = useClientTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const leaving = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(leaving.current), []);

  const save = async (payload: ClientPayload) => {
    await create("clients", { data: payload }, { returnPromise: true });
    notify(clientKey("form.created"), { type: "success" });
    leaving.current = window.setTimeout(() => navigate("/clients"), BACK_TO_LIST_DELAY_MS);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("form.create_title")} />
      <ScreenHeading title={t("form.create_title")} />
      <CardContent>
        <ClientForm
          initialValues={emptyClientForm}
          onSave={save}
          onCancel={() => navigate("/clients")}
          failureMessage="form.create_failed"
        />
      </CardContent>
    </Card>
  );
};
