import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../src/seed/accounts";
import { ADMIN } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";

const server = cmsForThisFile();

describe("POST /api/auth/local", () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account] as const))(
    "signs in the %s account and answers its id, name, email and role",
    async (_role, account) => {
      const response = await api(server.url, "POST", "/api/auth/local", {
        body: { identifier: account.email, password: account.password },
      });
      expect(response.status).toBe(200);
      expect(typeof response.body.jwt).toBe("string");
      expect(response.body.user).toMatchObject({ name: account.name, email: account.email, role: account.role });
      expect(typeof response.body.user.id).toBe("number");
      expect(response.body.user).not.toHaveProperty("password");
    },
  );

  it("refuses a wrong password with a French message", async () => {
    const response = await api(server.url, "POST", "/api/auth/local", {
      body: { identifier: ADMIN.email, password: "wrong-password" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Adresse e-mail ou mot de passe incorrect");
    expect(response.body).not.toHaveProperty("jwt");
  });

  it("refuses an unknown address with the same message", async () => {
    const response = await api(server.url, "POST", "/api/auth/local", {
      body: { identifier: "nobody@agence.ma", password: "whatever-password" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Adresse e-mail ou mot de passe incorrect");
  });

  it("keeps self-registration closed", async () => {
    const response = await api(server.url, "POST", "/api/auth/local/register", {
      body: { username: "intrus", email: "intrus@example.ma", password: "Intrus1234!", name: "Intrus" },
    });
    expect([403, 405]).toContain(response.status);
  });
});
