/** Translation key of a subscriber's status; an unknown status is shown as it is stored. */
export const subscriberStatusKey = (status: unknown): string | undefined => {
  if (status === "active") return "app.inbox.subscribers.active";
  if (status === "unsubscribed") return "app.inbox.subscribers.unsubscribed";
  return undefined;
};
