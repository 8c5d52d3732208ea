import { CssBaseline } from "@mui/material";
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  StoreContextProvider,
  type CatchAllComponent,
} from "react-admin";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { LoginPage } from "./auth/LoginPage";
import { printRoutes } from "./documents/printRoutes";
import { AppNotification } from "./layout/AppNotification";
import { authProvider } from "./providers/authProvider";
import { i18nProvider } from "./providers/i18nProvider";
import { lazyDataProvider } from "./routes/lazyDataProvider";
import { lazyScreen, withLoading } from "./routes/lazyScreen";
import { publicRoutes } from "./routes/publicRoutes";
import { resources } from "./routes/resources";
import { staffRoutes } from "./routes/staffRoutes";
import { themeFor } from "./themes";
import { themeKeepingStore } from "./themes/themeStore";
import { useThemeName } from "./themes/useThemeName";

const store = themeKeepingStore();

// The data provider and what it imports load on its first call, after sign-in (see lazyDataProvider).
// The flag is dataProvider.ts's own, which react-admin reads before any call.
const dataProvider = lazyDataProvider(() => import("./providers/dataProvider").then((module) => module.dataProvider), {
  supportAbortSignal: true,
});

// What a signed-out visitor never sees is fetched after sign-in: the layout (app bar, menu), and
// react-admin's error, not-found and access pages. Each brings react-admin's loading screen.
const Layout = withLoading(lazyScreen(() => import("./layout/Layout"), "Layout"));
const adminPages = () => import("./routes/adminPages");
const ErrorPage = withLoading(lazyScreen(adminPages, "ErrorPage"));
const NotFound = withLoading(lazyScreen(adminPages, "NotFound"));
// A catch-all is given the admin's title, which the not-found page does not take: it names itself (MissingPage).
const CatchAll: CatchAllComponent = () => <NotFound />;
const AccessDenied = withLoading(lazyScreen(adminPages, "AccessDenied"));
const AuthenticationError = withLoading(lazyScreen(adminPages, "AuthenticationError"));
const AuthCallback = withLoading(lazyScreen(adminPages, "AuthCallback"));

/**
 * No react-admin dashboard: the dashboard is the custom /dashboard route and `/` sends each role to its home.
 * `requireAuth` keeps every layout route behind sign-in; the noLayout routes (password reset) stay public.
 */
const AdminApp = () => {
  // The colour theme chosen on the dashboard, read from the store shared with <AdminContext>.
  const [themeName] = useThemeName();
  // react-admin's <Admin>, taken apart (AdminContext + AdminUI's body): <Admin> imports every one of its default
  // pages and layout, so the entry would carry them all before the login form. The same props as <Admin>'s, with
  // each page given here.
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={themeFor(themeName)}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          requireAuth
          disableTelemetry
          title="Back-office"
          loginPage={LoginPage}
          layout={Layout}
          loading={LoadingPage}
          error={ErrorPage}
          catchAll={CatchAll}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
        >
          {resources}
          <CustomRoutes>{staffRoutes}</CustomRoutes>
          <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
          <CustomRoutes noLayout>{printRoutes}</CustomRoutes>
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
};

/**
 * Browser history (not react-admin's default hash router) so that the spec's addresses, e.g. /clients/add, are
 * real paths; a data router, so that a form with unsaved changes can hold a navigation (warnWhenUnsavedChanges).
 */
const router = createBrowserRouter([{ path: "*", element: <AdminApp /> }]);

/** The store wraps <AdminContext> so that the theme, chosen inside it, can style all of it. */
export const App = () => (
  <StoreContextProvider value={store}>
    <RouterProvider router={router} />
  </StoreContextProvider>
);
