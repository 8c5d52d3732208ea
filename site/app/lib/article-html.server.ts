// One allow-list for article HTML: the cms's own. The cms cleans what its API
// stores, but Strapi's admin panel writes past that controller, so the site
// cleans again before it renders.
export { sanitizeArticleHtml } from "../../../cms/src/utils/sanitize-html";
