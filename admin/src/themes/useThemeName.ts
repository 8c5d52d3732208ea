import { useStore } from "react-admin";
import { defaultThemeName, isThemeName, themeStoreKey, type ThemeName } from "./index";

/**
 * The chosen theme, from react-admin's store. A stored value that is no theme (an older
 * build's name, a hand-edited localStorage) falls back to the default.
 */
export const useThemeName = (): [ThemeName, (name: ThemeName) => void] => {
  const [stored, setStored] = useStore<unknown>(themeStoreKey, defaultThemeName);
  return [isThemeName(stored) ? stored : defaultThemeName, setStored];
};
