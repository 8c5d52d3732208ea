/** Strings of the messages and subscribers screens, under `app.inbox.*`. */
export const inboxStrings = {};
