import QuoteIcon from "@mui/icons-material/RequestQuote";
import { QuoteList } from "./QuoteList";

export default {
  list: QuoteList,
  icon: QuoteIcon,
  recordRepresentation: "quoteNumber",
};
