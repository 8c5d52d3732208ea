import ClientIcon from "@mui/icons-material/People";
import { ClientList } from "./ClientList";

export default {
  list: ClientList,
  icon: ClientIcon,
  recordRepresentation: "name",
};
