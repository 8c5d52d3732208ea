import {
  authSessionSchema,
  browserSessionMayBeOpen,
  clearSession,
  markBrowserSession,
  readBrowserSession,
  readSession,
  saveSession,
  type AuthSession,
} from "./authStorage";

/** The channel the back-office's tabs of one browser talk on. */
export const TAB_CHANNEL = "agency.auth";

type TabMessage = { type: "ask" } | { type: "session"; session: unknown } | { type: "signed-out" };

/**
 * A sign-in without "Se souvenir de moi" lives in sessionStorage, which each tab has its own of:
 * a new tab asks the open ones for it, so that the session lasts for the browser session, across
 * tabs, and ends with the last one. Answers the session, or null when no tab answers in time:
 * three seconds, since an open tab busy drawing a screen (the dashboard's charts on a slow machine)
 * answers late; only asked when such a sign-in was made in this browser session (authStorage).
 */
export const askOpenTabs = (channel: BroadcastChannel, waitMs = 3000): Promise<AuthSession | null> =>
  new Promise((resolve) => {
    const done = (session: AuthSession | null) => {
      clearTimeout(timer);
      channel.removeEventListener("message", listen);
      resolve(session);
    };
    const listen = (event: MessageEvent<TabMessage>) => {
      if (event.data?.type !== "session") return;
      const parsed = authSessionSchema.safeParse(event.data.session);
      if (parsed.success) done(parsed.data);
    };
    const timer = setTimeout(() => done(null), waitMs);
    channel.addEventListener("message", listen);
    channel.postMessage({ type: "ask" } satisfies TabMessage);
  });

/**
 * Every open tab answers a new one with its browser-session sign-in (never a remembered one, which
 * the new tab reads itself), and forgets its own when another tab signs out.
 */
export const answerTabs = (
  channel: BroadcastChannel,
  own: () => AuthSession | null,
  onSignedOut: () => void,
): (() => void) => {
  const listen = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === "ask") {
      const session = own();
      if (session) channel.postMessage({ type: "session", session } satisfies TabMessage);
    }
    if (event.data?.type === "signed-out") onSignedOut();
  };
  channel.addEventListener("message", listen);
  return () => channel.removeEventListener("message", listen);
};

export const tellTabsSignedOut = (channel: BroadcastChannel): void =>
  channel.postMessage({ type: "signed-out" } satisfies TabMessage);

let shared: BroadcastChannel | undefined;
const tabChannel = (): BroadcastChannel => (shared ??= new BroadcastChannel(TAB_CHANNEL));

/**
 * Run once before the app starts: a tab opened without a sign-in of its own takes the open tabs'
 * browser-session one; from then on it answers new tabs, and follows a sign-out made elsewhere.
 */
export const joinOpenTabs = async (): Promise<void> => {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = tabChannel();
  if (!readSession() && browserSessionMayBeOpen()) {
    const session = await askOpenTabs(channel);
    // No answer: the tabs that held it are closed, and the next tabs need not ask.
    if (session) saveSession(session, false);
    else markBrowserSession(false);
  }
  answerTabs(channel, readBrowserSession, () => {
    clearSession();
    window.location.assign("/login");
  });
};

/** Signing out here signs out the other tabs of this browser too. */
export const signOutOtherTabs = (): void => {
  if (typeof BroadcastChannel !== "undefined") tellTabsSignedOut(tabChannel());
};
