import RepeatIcon from "@mui/icons-material/Repeat";
import { ActionButton } from "../layout/ActionButton";
import { Link } from "react-router-dom";

/** "Rendre récurrente": the retainer form, filled from the invoice (client, lines, notes, terms). */
export const MakeRecurringButton = ({ invoiceId }: { invoiceId: string }) => (
  <ActionButton
    component={Link}
    to={`/recurring-invoices/create?from=${encodeURIComponent(invoiceId)}`}
    label="app.recurring.make_recurring"
    variant="outlined"
  >
    <RepeatIcon />
  </ActionButton>
);
