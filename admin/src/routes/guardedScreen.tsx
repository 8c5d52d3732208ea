import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import type { StaffRole } from "@agency/shared";
import type { OwnerKey, ScreenKey } from "../i18n/fr";
import { ScreenPlaceholder } from "./ScreenPlaceholder";

/** A placeholder screen at one of the spec's addresses, behind the role guard. */
export const guardedScreen = (path: string, allow: readonly StaffRole[], screen: ScreenKey, owner: OwnerKey) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireRole allow={allow}>
        <ScreenPlaceholder screen={screen} owner={owner} />
      </RequireRole>
    }
  />
);
