import SubscriberIcon from "@mui/icons-material/MarkEmailRead";
import { SubscriberList } from "./SubscriberList";

export default {
  list: SubscriberList,
  icon: SubscriberIcon,
  recordRepresentation: "email",
};
