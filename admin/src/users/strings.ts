/** Strings of the users, settings and banner screens, under `app.users_screen.*`. */
export const userStrings = {};
