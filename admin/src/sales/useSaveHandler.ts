import { saveFieldErrors, type FieldMessages } from "./salesFormErrors";
import { useSalesNotify } from "./useSalesNotify";

interface SaveHandlerOptions<P, R> {
  /** The API call. */
  send: (payload: P) => Promise<R>;
  successKey: string;
  /** Shown when the server gives no message of its own. */
  failureKey: string;
  /** Where a 409 "number taken" message shows: "invoiceNumber" or "quoteNumber". */
  numberField: string;
  /** What happens next; the form stays busy until it settles. */
  onSaved: (result: R) => void | Promise<void>;
}

/**
 * The submit handler of a sales form: sends, tells the user how it went, and answers the
 * server's field messages so that the form shows them under the fields.
 */
export const useSaveHandler = <P, R>({
  send,
  successKey,
  failureKey,
  numberField,
  onSaved,
}: SaveHandlerOptions<P, R>) => {
  const { success, serverFailure } = useSalesNotify();
  return async (payload: P): Promise<FieldMessages> => {
    let result: R;
    try {
      result = await send(payload);
    } catch (error) {
      serverFailure(failureKey, error);
      return saveFieldErrors(error, numberField);
    }
    success(successKey);
    await onSaved(result);
    return {};
  };
};

/** Pause before leaving edit mode, so the success message is seen on the form (spec: ~1 s). */
export const EDIT_MODE_EXIT_DELAY_MS = 1000;

export const wait = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));
