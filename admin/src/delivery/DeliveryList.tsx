import AddIcon from "@mui/icons-material/Add";
import { Button, List, TopToolbar, useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { ExportButtons } from "../documents/ExportButtons";
import { deliveryFilters } from "./deliveryFilters";
import { DeliveryTable } from "./DeliveryTable";
import { ScreenHeading } from "../layout/ScreenHeading";

// The server makes the PDF and Excel exports; react-admin's client-side export stays off.
const DeliveryListActions = () => {
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <ExportButtons resource="delivery" />
      <Button label="app.delivery_screen.list.create" variant="contained" onClick={() => navigate("/delivery/create")}>
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

/** /delivery: the delivery notes, searched and filtered on the server (spec 001 point 2). */
export const DeliveryList = () => {
  const notify = useNotify();
  // Spec 001 point 8 gives one message for a failed load, whatever the server said.
  const onError = (error: unknown) => {
    console.error("Loading the delivery notes failed", error);
    notify("app.delivery_screen.list.load_failed", { type: "error" });
  };
  return (
    <RequireRole allow={adminOnly}>
      {/* empty={false}: no "create your first" page; the table says "Aucun résultat trouvé". */}
      <ScreenHeading title="app.titles.delivery" />
      <List
        title="app.titles.delivery"
        filters={deliveryFilters}
        actions={<DeliveryListActions />}
        sort={{ field: "createdAt", order: "DESC" }}
        exporter={false}
        empty={false}
        queryOptions={{ onError }}
      >
        <DeliveryTable />
      </List>
    </RequireRole>
  );
};
