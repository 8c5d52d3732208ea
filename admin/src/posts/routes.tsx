import { staffRoles } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** The article screens at the spec's addresses (placeholders until they are built). */
export const postRoutes = [
  guardedScreen("/create-article", staffRoles, "create_article", "articles"),
  guardedScreen("/articles/:id", staffRoles, "article_show", "articles"),
  guardedScreen("/articles/:id/edit", staffRoles, "article_edit", "articles"),
];
