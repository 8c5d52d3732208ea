/** Strings of the delivery-note screens, under `app.delivery_screen.*`. */
export const deliveryMessages = {};
