import QuoteIcon from "@mui/icons-material/RequestQuote";
import { lazyScreen } from "../routes/lazyScreen";

export default {
  // Loaded on first visit (see lazyScreen); the icon stays: the menu shows it.
  list: lazyScreen(() => import("./QuoteList"), "QuoteList"),
  icon: QuoteIcon,
  recordRepresentation: "quoteNumber",
};
