import { useEffect, useState } from "react";
import { useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import type { DeliveryStatus } from "@agency/shared";
import { serverMessageOf } from "../providers/http";
import type { DeliveryDetail } from "./deliveryAnswers";
import { useAgencyDataProvider } from "../providers/dataProvider";

/** Spec 001 point 4: the loading screen of the detail lasts at least 1 s. */
const MIN_LOADING_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delivery note of /delivery/:id; a failed load notifies and goes back to the list. */
export const useDeliveryDetail = (documentId: string) => {
  const dataProvider = useAgencyDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [delivery, setDelivery] = useState<DeliveryDetail | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setDelivery(null);
    Promise.all([dataProvider.delivery(documentId, controller.signal), pause(MIN_LOADING_MS)]).then(
      ([found]) => {
        if (!controller.signal.aborted) setDelivery(found);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading delivery note ${documentId} failed`, error);
        const message = serverMessageOf(error) ?? "app.delivery_screen.show.load_failed";
        notify(message, { type: "error", messageArgs: { _: message } });
        navigate("/delivery", { replace: true });
      },
    );
    return () => controller.abort();
  }, [dataProvider, documentId, notify, navigate]);

  const setStatus = (status: DeliveryStatus) => setDelivery((current) => (current ? { ...current, status } : current));

  return { delivery, setStatus };
};
