import { adminOnly } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** The spec's addresses of this resource's screens (placeholders until they are built). */
export const quoteRoutes = [
  guardedScreen("/quotes/create", adminOnly, "quote_create", "quotes"),
  guardedScreen("/quotes/:id", adminOnly, "quote_show", "quotes"),
];
