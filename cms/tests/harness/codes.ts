import { expect } from "vitest";
import { api } from "./http";
import { codeIn, mailIds, waitForMail } from "./mail";

/** Asks for a deletion (or user-update) code, reads it from the SMTP catcher and verifies it, as the back-office does. */
export async function verifiedCode(
  baseUrl: string,
  token: string,
  email: string,
  resource: string,
  id?: string,
  action?: "update",
): Promise<void> {
  const before = await mailIds();
  const generated = await api(baseUrl, "POST", "/api/delete-otp/generate", { token, body: { resource, id, action } });
  expect(generated.status).toBe(200);
  const otp = codeIn(await waitForMail(email, "code", before));
  const verified = await api(baseUrl, "POST", "/api/delete-otp/verify", { token, body: { resource, id, otp, action } });
  expect(verified.status).toBe(200);
}
