import RepeatIcon from "@mui/icons-material/Repeat";
import { Button } from "react-admin";
import { Link } from "react-router-dom";

/** "Rendre récurrente": the retainer form, filled from the invoice (client, lines, notes, terms). */
export const MakeRecurringButton = ({ invoiceId }: { invoiceId: string }) => (
  <Button
    component={Link}
    to={`/recurring-invoices/create?from=${encodeURIComponent(invoiceId)}`}
    label="app.recurring.make_recurring"
    variant="outlined"
  >
    <RepeatIcon />
  </Button>
);
