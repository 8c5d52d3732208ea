import DeliveryIcon from "@mui/icons-material/LocalShipping";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./DeliveryList"), "DeliveryList"),
  icon: DeliveryIcon,
  recordRepresentation: "deliveryNumber",
};
