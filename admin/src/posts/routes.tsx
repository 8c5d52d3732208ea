import type { ReactNode } from "react";
import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { STAFF_ROLES } from "@agency/shared";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const PostCreate = lazyScreen(() => import("./PostCreate"), "PostCreate");
const PostEdit = lazyScreen(() => import("./PostEdit"), "PostEdit");
const PostShow = lazyScreen(() => import("./PostShow"), "PostShow");

const staffScreen = (path: string, screen: ReactNode) => (
  <Route key={path} path={path} element={<RequireRole allow={STAFF_ROLES}>{screen}</RequireRole>} />
);

/** The article screens at the spec's addresses, for both staff roles. */
export const postRoutes = [
  staffScreen("/create-article", <PostCreate />),
  staffScreen("/articles/:id", <PostShow />),
  staffScreen("/articles/:id/edit", <PostEdit />),
];
