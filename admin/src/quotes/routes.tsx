import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const QuoteCreate = lazyScreen(() => import("./QuoteCreate"), "QuoteCreate");
const QuoteShow = lazyScreen(() => import("./QuoteShow"), "QuoteShow");

/** The spec's addresses of the quote screens (the list is the resource's own route). */
export const quoteRoutes = [
  <Route
    key="/quotes/create"
    path="/quotes/create"
    element={
      <RequireRole allow={adminOnly}>
        <QuoteCreate />
      </RequireRole>
    }
  />,
  <Route
    key="/quotes/:id"
    path="/quotes/:id"
    element={
      <RequireRole allow={adminOnly}>
        <QuoteShow />
      </RequireRole>
    }
  />,
];
