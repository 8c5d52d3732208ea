import type { AuthProvider } from "react-admin";
import { homePathFor } from "../auth/roles";
import { config } from "../config";
import { authSessionSchema, clearSession, readSession, saveSession } from "./authStorage";
import { strapiErrorMessage } from "./strapiQuery";
import { signOutOtherTabs } from "./tabSession";

export const LOGIN_FAILED = "Login failed";

export interface LoginParams {
  username: string;
  password: string;
  remember: boolean;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
    ? error.status
    : undefined;

/** Signs in against Strapi's users-permissions; the cms adds the staff role to its answer. */
const signIn = async ({ username, password, remember }: LoginParams) => {
  const response = await fetch(`${config.apiUrl}/api/auth/local`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ identifier: username, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(strapiErrorMessage(body) ?? LOGIN_FAILED);
  }
  const session = authSessionSchema.safeParse(body);
  if (!session.success) {
    // A non-staff role, or an answer not matching the contract: no back-office sign-in.
    console.error("Sign-in answer rejected", session.error.issues);
    throw new Error(LOGIN_FAILED);
  }
  saveSession(session.data, remember);
  return { redirectTo: homePathFor(session.data.user.role) };
};

export const authProvider: AuthProvider = {
  login: (params: LoginParams) => signIn(params),

  logout: async () => {
    const hadSession = readSession() !== null;
    clearSession();
    if (hadSession) signOutOtherTabs();
  },

  checkAuth: async () => {
    if (!readSession()) {
      throw { redirectTo: "/login", message: false };
    }
  },

  // 401: the token is gone or expired, sign in again. 403: signed in but not allowed here,
  // which must not cost the user their session.
  checkError: async (error: unknown) => {
    if (statusOf(error) === 401) {
      clearSession();
      throw { redirectTo: "/login" };
    }
  },

  getIdentity: async () => {
    const session = readSession();
    if (!session) throw new Error("Not signed in");
    const { id, name, email } = session.user;
    return { id, fullName: name, email };
  },

  getPermissions: async () => readSession()?.user.role,
};
