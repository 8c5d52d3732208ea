import { Notification } from "react-admin";

/** Toasts close after 3 s (spec 000 point 9); react-admin shows one at a time. */
export const AppNotification = () => <Notification autoHideDuration={3000} />;
