import type { ReactNode } from "react";
import { AppBar as RaAppBar, Layout as RaLayout } from "react-admin";
import { Menu } from "./Menu";
import { useDocumentTitle } from "./useDocumentTitle";

// Signing out goes through the sidebar's "Déconnexion" and its confirmation only, so the
// app bar's user menu (whose logout would skip the confirmation) is left out.
const AppBar = () => <RaAppBar userMenu={false} />;

/** Mounted inside the layout, after the app bar and its title portal. */
const DocumentTitle = () => {
  useDocumentTitle();
  return null;
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <DocumentTitle />
    {children}
  </RaLayout>
);
