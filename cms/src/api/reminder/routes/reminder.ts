export default {
  routes: [{ method: "POST", path: "/reminders/run", handler: "api::reminder.reminder.run" }],
};
