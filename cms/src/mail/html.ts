/** Text made safe inside a mail's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text as HTML, its line breaks kept. */
export const htmlLines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
