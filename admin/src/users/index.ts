import UserIcon from "@mui/icons-material/ManageAccounts";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./UserList"), "UserList"),
  icon: UserIcon,
  recordRepresentation: "name",
};
