import { useState } from "react";
import { Button } from "@mui/material";
import { nextStatuses, type DeliveryStatus } from "@agency/shared";
import { useNotify, useTranslate } from "react-admin";
import { serverMessageOf } from "../providers/http";
import { useAgencyDataProvider } from "../providers/dataProvider";

// A draft is never a next status: nothing goes back to draft.
const actionLabels: Partial<Record<DeliveryStatus, string>> = {
  sent: "app.delivery_screen.show.mark_sent",
  delivered: "app.delivery_screen.show.mark_delivered",
  cancelled: "app.delivery_screen.show.cancel",
};

interface DeliveryStatusActionsProps {
  documentId: string;
  status: string;
  onChanged: (status: DeliveryStatus) => void;
}

/** One button per status the note may move to next (draft→sent/cancelled, sent→delivered/cancelled). */
export const DeliveryStatusActions = ({ documentId, status, onChanged }: DeliveryStatusActionsProps) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const change = async (next: DeliveryStatus) => {
    setPending(true);
    try {
      await dataProvider.updateDeliveryStatus(documentId, next);
      onChanged(next);
      notify("app.delivery_screen.show.status_updated", { type: "success" });
    } catch (error) {
      console.error(`Moving delivery note ${documentId} to ${next} failed`, error);
      const message = serverMessageOf(error) ?? "app.delivery_screen.show.status_failed";
      notify(message, { type: "error", messageArgs: { _: message } });
    } finally {
      setPending(false);
    }
  };

  return nextStatuses("delivery", status).map((next) => {
    const label = actionLabels[next];
    return label === undefined ? null : (
      <Button
        key={next}
        variant={next === "cancelled" ? "outlined" : "contained"}
        color={next === "cancelled" ? "error" : "primary"}
        disabled={pending}
        onClick={() => void change(next)}
      >
        {translate(label)}
      </Button>
    );
  });
};
