import { SaveButton } from "react-admin";
import { useFormState } from "react-hook-form";
import { SETTINGS_KEYS } from "./useSettingsTab";

/** "Enregistrer": enabled on a pristine form too (as before), disabled while loading or saving. */
export const SaveSettingsButton = ({ loading }: { loading: boolean }) => {
  const { isSubmitting } = useFormState();
  const busy = loading || isSubmitting;
  return <SaveButton label={`${SETTINGS_KEYS}.save`} alwaysEnable={!busy} disabled={busy} />;
};
