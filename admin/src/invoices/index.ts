import InvoiceIcon from "@mui/icons-material/Receipt";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./InvoiceList"), "InvoiceList"),
  icon: InvoiceIcon,
  recordRepresentation: "invoiceNumber",
};
