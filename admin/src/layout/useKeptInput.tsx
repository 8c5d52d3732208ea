import { useLayoutEffect, useState, type ReactElement } from "react";
import { Confirm } from "react-admin";
import { useFormState } from "react-hook-form";

type DialogCloseReason = "backdropClick" | "escapeKeyDown";

interface KeptInput {
  /** The dialog's `onClose`: Escape and a click outside it. */
  onDialogClose: (event: unknown, reason: DialogCloseReason) => void;
  /** Says whether something is typed in a react-admin form (`InputTyped` calls it). */
  setTyped: (typed: boolean) => void;
  /** The question, to render beside the dialog. */
  question: ReactElement;
}

/**
 * What a dialog's form holds is not dropped by a stray Escape or click outside: with nothing typed the dialog closes
 * at once; with something typed it asks first ("Abandonner la saisie ?"). Its own buttons close it as they say.
 * The unsaved-changes question of the pages' forms does not reach a dialog, which is not a navigation. `locked`: the
 * dialog is sending, and stays. `typed`: for a dialog without a react-admin form, whether something is typed in it.
 */
export function useKeptInput(
  onClose: () => void,
  { locked = false, typed: typedOutsideForm }: { locked?: boolean; typed?: boolean } = {},
): KeptInput {
  const [typedInForm, setTyped] = useState(false);
  const typed = typedOutsideForm ?? typedInForm;
  const [asking, setAsking] = useState(false);
  const onDialogClose = () => {
    if (locked) return;
    if (typed) setAsking(true);
    else onClose();
  };
  const question = (
    <Confirm
      isOpen={asking}
      title="app.dialogs.discard.title"
      content="app.dialogs.discard.content"
      confirm="app.dialogs.discard.confirm"
      cancel="app.dialogs.discard.cancel"
      onConfirm={() => {
        setAsking(false);
        setTyped(false);
        onClose();
      }}
      onClose={() => setAsking(false)}
    />
  );
  return { onDialogClose, setTyped, question };
}

/**
 * Inside a react-admin form: tells `useKeptInput` whether anything was changed in it, before the browser handles the
 * next key (a layout effect: with a passive one, an Escape pressed just after typing could find it not yet told).
 */
export const InputTyped = ({ onChange }: { onChange: (typed: boolean) => void }) => {
  const { isDirty } = useFormState();
  useLayoutEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};
