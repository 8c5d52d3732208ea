import DeliveryIcon from "@mui/icons-material/LocalShipping";
import { DeliveryList } from "./DeliveryList";

export default {
  list: DeliveryList,
  icon: DeliveryIcon,
  recordRepresentation: "deliveryNumber",
};
