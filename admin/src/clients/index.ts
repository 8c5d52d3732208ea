import ClientIcon from "@mui/icons-material/People";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./ClientList"), "ClientList"),
  icon: ClientIcon,
  recordRepresentation: "name",
};
