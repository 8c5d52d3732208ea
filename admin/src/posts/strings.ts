/** Strings of the article screens, under `app.posts_screen.*`. */
export const postStrings = {};
