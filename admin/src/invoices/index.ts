import InvoiceIcon from "@mui/icons-material/Receipt";
import { InvoiceList } from "./InvoiceList";

export default {
  list: InvoiceList,
  icon: InvoiceIcon,
  recordRepresentation: "invoiceNumber",
};
