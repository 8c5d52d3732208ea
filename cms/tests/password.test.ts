import { describe, expect, it } from "vitest";
import { ROLE_WRITER } from "@agency/shared";
import { RESET_SEND_ANSWER } from "../src/api/one-time-code/controllers/password-reset";
import { addStaffAccount } from "../src/seed/accounts";
import { ADMIN, WRITER } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { api, signIn } from "./harness/http";
import { codeIn, inbox, mailIds, waitForMail } from "./harness/mail";

// Limits raised tenfold here: this file sends many codes; rate-limits.test.ts checks the real ones.
const server = cmsForThisFile({ env: { RATE_LIMIT_SCALE: "10" } });

const canSignIn = async (email: string, password: string) =>
  (await api(server.url, "POST", "/api/auth/local", { body: { identifier: email, password } })).status === 200;

describe("password reset by code", () => {
  it("answers the same to a known and an unknown address, and mails only the known one", async () => {
    const before = await mailIds();
    const known = await api(server.url, "POST", "/api/otp/send", { body: { email: WRITER.email } });
    const unknown = await api(server.url, "POST", "/api/otp/send", { body: { email: "personne@agence.ma" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual(RESET_SEND_ANSWER);
    await waitForMail(WRITER.email, "mot de passe", before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await inbox()).some((mail) => mail.to.some((to) => to.address === "personne@agence.ma"))).toBe(false);
  });

  it("takes the same time for a known and an unknown address (within noise)", async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await api(server.url, "POST", "/api/otp/send", { body: { email } });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time(ADMIN.email));
      // Let the mail sent after the answer go, so it does not slow the next request.
      await new Promise((resolve) => setTimeout(resolve, 150));
      unknown.push(await time(`inconnu${i}@agence.ma`));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both answers are made before any lookup: what differs is scheduling noise only.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });

  it("resets nothing without a verified code: an e-mail address alone, or a made-up token, fails", async () => {
    for (const body of [
      { email: ADMIN.email, newPassword: "Pirate1234!" },
      { email: ADMIN.email, newPassword: "Pirate1234!", resetToken: "forged-token" },
    ]) {
      const response = await api(server.url, "POST", "/api/auth/reset-password", { body });
      expect(response.status).toBe(400);
    }
    expect(await canSignIn(ADMIN.email, ADMIN.password)).toBe(true);
    expect(await canSignIn(ADMIN.email, "Pirate1234!")).toBe(false);
  });

  it("forgot → code from the mail → token → new password; the other sessions end", async () => {
    const email = "reset.me@agence.ma";
    await addStaffAccount(server.strapi, { name: "Reset Me", email, password: "Ancien1234!", role: ROLE_WRITER });
    const oldSession = await signIn(server.url, { email, password: "Ancien1234!" });
    expect((await api(server.url, "GET", "/api/users/me", { token: oldSession })).status).toBe(200);

    const before = await mailIds();
    await api(server.url, "POST", "/api/otp/send", { body: { email } });
    const code = codeIn(await waitForMail(email, "mot de passe", before));

    const tooShort = await api(server.url, "POST", "/api/otp/verify", { body: { email, otp: "12345" } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.message).toBe("Veuillez saisir le code à 6 chiffres.");

    const verified = await api(server.url, "POST", "/api/otp/verify", { body: { email, otp: code } });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body;
    expect(typeof resetToken).toBe("string");

    const weak = await api(server.url, "POST", "/api/auth/reset-password", {
      body: { email, resetToken, newPassword: "court" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe("Le mot de passe doit contenir au moins 8 caractères");

    const reset = await api(server.url, "POST", "/api/auth/reset-password", {
      body: { email, resetToken, newPassword: "Nouveau1234!" },
    });
    expect(reset.status).toBe(200);
    expect(await canSignIn(email, "Ancien1234!")).toBe(false);
    expect(await canSignIn(email, "Nouveau1234!")).toBe(true);
    expect((await api(server.url, "GET", "/api/users/me", { token: oldSession })).status).toBe(401);

    const replay = await api(server.url, "POST", "/api/auth/reset-password", {
      body: { email, resetToken, newPassword: "Encore1234!" },
    });
    expect(replay.status).toBe(400);
  });
});

describe("POST /api/auth/update-password", () => {
  it("checks the current password, answers a fresh token and ends the old session", async () => {
    const email = "update.me@agence.ma";
    await addStaffAccount(server.strapi, { name: "Update Me", email, password: "Actuel1234!", role: ROLE_WRITER });
    const token = await signIn(server.url, { email, password: "Actuel1234!" });

    const empty = await api(server.url, "POST", "/api/auth/update-password", {
      token,
      body: { currentPassword: "", newPassword: "x" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Veuillez remplir tous les champs");

    const wrong = await api(server.url, "POST", "/api/auth/update-password", {
      token,
      body: { currentPassword: "Faux1234!", newPassword: "Nouveau1234!" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Le mot de passe actuel est incorrect");

    const done = await api(server.url, "POST", "/api/auth/update-password", {
      token,
      body: { currentPassword: "Actuel1234!", newPassword: "Nouveau1234!" },
    });
    expect(done.status).toBe(200);
    expect((await api(server.url, "GET", "/api/users/me", { token: done.body.jwt })).status).toBe(200);
    expect((await api(server.url, "GET", "/api/users/me", { token })).status).toBe(401);
    expect(await canSignIn(email, "Nouveau1234!")).toBe(true);
  });
});
