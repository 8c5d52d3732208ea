export default {
  routes: [
    { method: "POST", path: "/auth/update-password", handler: "api::account.account.updatePassword" },
    {
      method: "POST",
      path: "/auth/register",
      handler: "api::account.account.register",
      config: { policies: [{ name: "global::deletion-code", config: { resource: "users", creation: true } }] },
    },
  ],
};
