import ArticleIcon from "@mui/icons-material/Article";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./PostList"), "PostList"),
  icon: ArticleIcon,
  recordRepresentation: "title",
};
