/** Strings of the dashboard and the theme picker, under `app.dashboard_screen.*`. */
export const dashboardStrings = {};
