import MessageIcon from "@mui/icons-material/Mail";
import { MessageList } from "./MessageList";

export default {
  list: MessageList,
  icon: MessageIcon,
  recordRepresentation: "name",
};
