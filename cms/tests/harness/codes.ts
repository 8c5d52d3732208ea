import { expect } from "vitest";
import { ADMIN } from "./accounts";
import type { TestCms } from "./cms";
import { api } from "./http";
import { codeIn, mailIds, waitForMail } from "./mail";

interface CodeRequest {
  resource: string;
  id?: string | number;
  action?: "update";
}

/** Who asks for a code: the admin unless told. */
interface Asker {
  token?: string;
  email?: string;
}

/** Asks for a deletion (or user-update) code and reads it from the SMTP catcher. */
export async function requestCode(
  cms: TestCms,
  request: CodeRequest,
  { token = cms.adminToken, email = ADMIN.email }: Asker = {},
): Promise<string> {
  const before = await mailIds();
  const generated = await api(cms.url, "POST", "/api/delete-otp/generate", { token, body: request });
  expect(generated.status).toBe(200);
  return codeIn(await waitForMail(email, "code", before));
}

/** Asks for a code as the admin and verifies it, as the back-office does. */
export async function verifiedCode(cms: TestCms, request: CodeRequest): Promise<void> {
  const otp = await requestCode(cms, request);
  const verified = await api(cms.url, "POST", "/api/delete-otp/verify", {
    token: cms.adminToken,
    body: { ...request, otp },
  });
  expect(verified.status).toBe(200);
}
