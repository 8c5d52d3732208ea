/** A draft as Strapi's preview button shows it, read by the site's server for `/preview/<token>`. */
export default {
  routes: [
    {
      method: "GET",
      path: "/previews/:token",
      handler: "api::preview.preview.show",
      config: { policies: ["global::site-caller"] },
    },
  ],
};
