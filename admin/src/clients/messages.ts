/** Strings of the client screens, under `app.clients_screen.*`. */
export const clientMessages = {};
