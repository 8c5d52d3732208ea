export default {
  routes: [
    {
      method: "GET",
      path: "/tableux",
      handler: "api::tableux.tableux.index",
    },
  ],
};
