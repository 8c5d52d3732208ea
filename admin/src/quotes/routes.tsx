import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const QuoteCreate = lazyScreen(() => import("./QuoteCreate"), "QuoteCreate");
const QuoteShow = lazyScreen(() => import("./QuoteShow"), "QuoteShow");

/** The spec's addresses of the quote screens (the list is the resource's own route). */
export const quoteRoutes = [
  guardedRoute("/quotes/create", adminOnly, <QuoteCreate />),
  guardedRoute("/quotes/:id", adminOnly, <QuoteShow />),
];
