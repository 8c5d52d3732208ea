import MessageIcon from "@mui/icons-material/Mail";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./MessageList"), "MessageList"),
  icon: MessageIcon,
  recordRepresentation: "name",
};
