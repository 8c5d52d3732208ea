import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { CreditNoteList } from "./CreditNoteList";
import { CreditNoteShow } from "./CreditNoteShow";

/** /credit-notes and /credit-notes/:id, the spec's addresses of the credit notes (admin-only). */
export const creditNoteRoutes = [
  <Route key="/credit-notes" path="/credit-notes" element={<CreditNoteList />} />,
  <Route
    key="/credit-notes/:id"
    path="/credit-notes/:id"
    element={
      <RequireRole allow={adminOnly}>
        <CreditNoteShow />
      </RequireRole>
    }
  />,
];
