export default {
  routes: [
    {
      method: "GET",
      path: "/today",
      handler: "api::calendar.calendar.today",
    },
  ],
};
