import type { ReactNode } from "react";
import { AppBar as RaAppBar, Layout as RaLayout } from "react-admin";
import { Menu } from "./Menu";

// Signing out goes through the sidebar's "Déconnexion" and its confirmation only, so the
// app bar's user menu (whose logout would skip the confirmation) is left out.
const AppBar = () => <RaAppBar userMenu={false} />;

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    {children}
  </RaLayout>
);
