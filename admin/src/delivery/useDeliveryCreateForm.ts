import { useEffect, useRef, useState, type FormEvent } from "react";
import { useCreate, useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { serverMessageOf } from "../providers/http";
import type { InvoiceChoice } from "./deliveryAnswers";
import { useAgencyDataProvider } from "../providers/dataProvider";
import {
  applyInvoice,
  blankItem,
  canRemoveItem,
  fallbackDeliveryNumber,
  firstFormError,
  initialDeliveryForm,
  toDeliveryPayload,
  type DeliveryItemDraft,
  type DeliveryTextField,
} from "./deliveryForm";
import { serverFieldErrors } from "../providers/fieldErrors";

type ItemField = "description" | "quantity" | "note";

const withoutKeys = (errors: Record<string, string>, drop: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !drop(key)));

/** State and actions of /delivery/create; errors are keyed by the payload's dotted paths. */
export const useDeliveryCreateForm = () => {
  const dataProvider = useAgencyDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [values, setValues] = useState(() => initialDeliveryForm(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [invoiceLoading, setInvoiceLoading] = useState(false);
  const invoiceRequest = useRef<AbortController | null>(null);

  const notifyError = (message: string) => notify(message, { type: "error", messageArgs: { _: message } });
  const clearErrors = (drop: (key: string) => boolean) => setErrors((current) => withoutKeys(current, drop));

  useEffect(() => {
    const controller = new AbortController();
    // A number typed before the server's proposal arrives is kept.
    const propose = (number: string) =>
      setValues((current) => (current.deliveryNumber ? current : { ...current, deliveryNumber: number }));
    dataProvider.nextDeliveryNumber(controller.signal).then(propose, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error("Proposing the next delivery number failed", error);
      notify("app.delivery_screen.create.number_failed", { type: "error" });
      propose(fallbackDeliveryNumber(new Date()));
    });
    return () => controller.abort();
  }, [dataProvider, notify]);

  useEffect(() => () => invoiceRequest.current?.abort(), []);

  const setField = (name: DeliveryTextField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearErrors((key) => key === name);
  };

  const chooseInvoice = async (choice: InvoiceChoice | null) => {
    invoiceRequest.current?.abort();
    // The block must never show the previous invoice's client while the new one loads.
    setValues((current) => ({ ...current, invoice: choice, client: null }));
    clearErrors((key) => key === "invoice" || key === "client");
    if (!choice) return;
    const controller = new AbortController();
    invoiceRequest.current = controller;
    setInvoiceLoading(true);
    try {
      const invoice = await dataProvider.invoiceForDelivery(choice.id, controller.signal);
      setValues((current) => applyInvoice(current, invoice));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(`Reading invoice ${choice.id} for the delivery note failed`, error);
      notifyError(serverMessageOf(error) ?? "app.delivery_screen.invoice_select.load_failed");
    } finally {
      if (invoiceRequest.current === controller) setInvoiceLoading(false);
    }
  };

  const setItem = (index: number, field: ItemField, value: string) => {
    setValues((current) => ({
      ...current,
      items: current.items.map((item, at) => (at === index ? { ...item, [field]: value } : item)),
    }));
    clearErrors((key) => key === `items.${index}.${field}` || key === "items");
  };

  const addItem = () => setValues((current) => ({ ...current, items: [...current.items, blankItem()] }));

  const removeItem = (item: DeliveryItemDraft) => {
    if (!canRemoveItem(values.items)) {
      notify("app.delivery_screen.items.at_least_one", { type: "warning" });
      return;
    }
    setValues((current) => ({ ...current, items: current.items.filter(({ key }) => key !== item.key) }));
    // Line errors are keyed by position, which the removal shifts.
    clearErrors((key) => key.startsWith("items."));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toDeliveryPayload(values);
    const problem = firstFormError(payload);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      notifyError(problem.message);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await create("delivery", { data: payload }, { returnPromise: true });
      notify("app.delivery_screen.create.success", { type: "success" });
      navigate("/delivery");
    } catch (error) {
      console.error("Creating the delivery note failed", error);
      setErrors(serverFieldErrors(error));
      notifyError(serverMessageOf(error) ?? "app.delivery_screen.create.failure");
      setSaving(false);
    }
  };

  return {
    values,
    errors,
    saving,
    invoiceLoading,
    setField,
    chooseInvoice,
    setItem,
    addItem,
    removeItem,
    submit,
  };
};
