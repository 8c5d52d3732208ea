import { Route } from "react-router-dom";
import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const CreditNoteList = lazyScreen(() => import("./CreditNoteList"), "CreditNoteList");
const CreditNoteShow = lazyScreen(() => import("./CreditNoteShow"), "CreditNoteShow");

/** /credit-notes and /credit-notes/:id, the spec's addresses of the credit notes (admin-only). */
export const creditNoteRoutes = [
  <Route key="/credit-notes" path="/credit-notes" element={<CreditNoteList />} />,
  guardedRoute("/credit-notes/:id", adminOnly, <CreditNoteShow />),
];
