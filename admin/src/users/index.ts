import UserIcon from "@mui/icons-material/ManageAccounts";
import { UserList } from "./UserList";

export default {
  list: UserList,
  icon: UserIcon,
  recordRepresentation: "name",
};
