import SubscriberIcon from "@mui/icons-material/MarkEmailRead";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./SubscriberList"), "SubscriberList"),
  icon: SubscriberIcon,
  recordRepresentation: "email",
};
