import { z } from "zod";
import { STAFF_ROLES } from "@agency/shared";

const STORAGE_KEY = "agency.auth";

export const authUserSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const authSessionSchema = z.object({
  jwt: z.string().min(1),
  user: authUserSchema,
});

export type AuthUser = z.infer<typeof authUserSchema>;
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * A cookie without expiry, which the browser drops when its session ends: it tells a new tab that an open one holds
 * a browser-session sign-in worth asking for (tabSession.ts), so that nobody else waits for an answer.
 */
const TABS_COOKIE = "agency_tab_session";

export const browserSessionMayBeOpen = (): boolean => document.cookie.split("; ").includes(`${TABS_COOKIE}=1`);

export const markBrowserSession = (open: boolean): void => {
  document.cookie = `${TABS_COOKIE}=${open ? "1" : "; Max-Age=0"}; Path=/; SameSite=Strict`;
};

/**
 * "Se souvenir de moi" picks the storage: localStorage survives the browser being closed,
 * sessionStorage does not. The other one is cleared so that only one sign-in exists.
 */
export const saveSession = (session: AuthSession, remember: boolean): void => {
  const [kept, cleared] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  cleared.removeItem(STORAGE_KEY);
  kept.setItem(STORAGE_KEY, JSON.stringify(session));
  markBrowserSession(!remember);
};

const readFrom = (storage: Storage): AuthSession | null => {
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = authSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Malformed JSON: treated like a tampered value below.
  }
  // A value we cannot trust is dropped so the user signs in again.
  storage.removeItem(STORAGE_KEY);
  return null;
};

/** A sign-in that lasts for the browser session only (no "Se souvenir de moi"). */
export const readBrowserSession = (): AuthSession | null => readFrom(sessionStorage);

export const readSession = (): AuthSession | null => readFrom(sessionStorage) ?? readFrom(localStorage);

export const clearSession = (): void => {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  markBrowserSession(false);
};

/**
 * Keeps the session but swaps its token, in the storage that holds it: changing the password
 * ends every other session, the old token included, and the server answers a fresh one.
 */
export const replaceSessionToken = (jwt: string): void => {
  for (const storage of [sessionStorage, localStorage]) {
    const session = readFrom(storage);
    if (session) {
      storage.setItem(STORAGE_KEY, JSON.stringify({ ...session, jwt }));
      return;
    }
  }
};
