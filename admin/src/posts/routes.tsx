import { STAFF_ROLES } from "@agency/shared";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const PostCreate = lazyScreen(() => import("./PostCreate"), "PostCreate");
const PostEdit = lazyScreen(() => import("./PostEdit"), "PostEdit");
const PostShow = lazyScreen(() => import("./PostShow"), "PostShow");

/** The article screens at the spec's addresses, for both staff roles. */
export const postRoutes = [
  guardedRoute("/create-article", STAFF_ROLES, <PostCreate />),
  guardedRoute("/articles/:id", STAFF_ROLES, <PostShow />),
  guardedRoute("/articles/:id/edit", STAFF_ROLES, <PostEdit />),
];
