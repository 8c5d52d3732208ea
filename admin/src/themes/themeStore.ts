import { localStorageStore, type Store } from "react-admin";
import { themeStoreKey } from "./index";

/**
 * react-admin's localStorage store, except that `reset()` (which react-admin calls on every
 * sign-out) keeps the chosen theme: the spec remembers the theme in the browser, not per
 * session.
 */
export const themeKeepingStore = (base: Store = localStorageStore()): Store => ({
  ...base,
  reset: () => {
    const theme: unknown = base.getItem(themeStoreKey);
    base.reset();
    if (theme !== undefined) base.setItem(themeStoreKey, theme);
  },
});
