import { z } from "zod";
import { apiFetch } from "../providers/http";

/**
 * The password reset's three calls (no bearer) and what one step hands the next: the
 * e-mail, then the reset token. Router state carries them; sessionStorage keeps them
 * across a reload of the page.
 */
const EMAIL_KEY = "reset.email";
const TOKEN_KEY = "reset.token";

const carriedStateSchema = z.object({
  email: z.string().min(1).optional(),
  resetToken: z.string().min(1).optional(),
});

export type CarriedReset = z.infer<typeof carriedStateSchema>;

/** Router state first (the step just left), else what sessionStorage kept. */
export const readCarried = (routerState: unknown): CarriedReset => {
  const state = carriedStateSchema.safeParse(routerState ?? {});
  const fromState = state.success ? state.data : {};
  return {
    email: fromState.email ?? sessionStorage.getItem(EMAIL_KEY) ?? undefined,
    resetToken: fromState.resetToken ?? sessionStorage.getItem(TOKEN_KEY) ?? undefined,
  };
};

/** A new code was sent: a token from an earlier attempt no longer belongs to this e-mail. */
export const carryEmail = (email: string): void => {
  sessionStorage.setItem(EMAIL_KEY, email);
  sessionStorage.removeItem(TOKEN_KEY);
};

export const carryToken = (resetToken: string): void => {
  sessionStorage.setItem(TOKEN_KEY, resetToken);
};

export const clearCarried = (): void => {
  sessionStorage.removeItem(EMAIL_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
};

/** The server answers the same whether the address exists or not. */
export const sendResetCode = async (email: string): Promise<void> => {
  await apiFetch("/api/otp/send", { method: "POST", json: { email }, anonymous: true });
};

const verifiedSchema = z.object({ resetToken: z.string().min(1) });

export const verifyResetCode = async (email: string, otp: string): Promise<string> => {
  const body = await apiFetch("/api/otp/verify", { method: "POST", json: { email, otp }, anonymous: true });
  return verifiedSchema.parse(body).resetToken;
};

export const resetPassword = async (email: string, resetToken: string, newPassword: string) => {
  await apiFetch("/api/auth/reset-password", {
    method: "POST",
    json: { email, resetToken, newPassword },
    anonymous: true,
  });
};
