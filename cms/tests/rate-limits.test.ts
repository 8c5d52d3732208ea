import { describe, expect, it } from "vitest";
import { ADMIN } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { CONTACT } from "./harness/contact";
import { api } from "./harness/http";

const SITE_SECRET = "secret-partage-site-cms-de-test";
const server = cmsForThisFile({ env: { SITE_PROXY_SECRET: SITE_SECRET } });

describe("rate limits keyed on the client the server sees", () => {
  it("limits code requests per address: the 6th within 15 minutes gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Each request names another e-mail: the limit does not depend on a body field.
      statuses.push((await api(server.url, "POST", "/api/otp/send", { body: { email: `rl${i}@agence.ma` } })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200) || statuses.includes(429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("limits failed sign-ins; a 429 carries a French message", async () => {
    let last = await api(server.url, "POST", "/api/auth/local", {
      body: { identifier: "x@agence.ma", password: "wrong-one" },
    });
    for (let i = 0; i < 12 && last.status !== 429; i += 1) {
      last = await api(server.url, "POST", "/api/auth/local", {
        body: { identifier: `x${i}@agence.ma`, password: "wrong-one" },
      });
    }
    expect(last.status).toBe(429);
    expect(last.body.error.message).toMatch(/Trop de tentatives/);
  });

  it("counts failed sign-ins sent at once: of 30 guesses of a staff password, 10 are checked and 20 refused", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const answer = await fetch(`${server.url}/api/auth/local`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Site-Secret": SITE_SECRET, "X-Visitor-Ip": "196.200.40.1" },
          // A known account: its password check takes a while, the window in which the guesses meet.
          body: JSON.stringify({ identifier: ADMIN.email, password: "wrong-one" }),
        });
        return answer.status;
      }),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("counts the public site's visitors one by one when the site proves itself, and only then", async () => {
    const send = async (headers: Record<string, string>) =>
      (
        await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify(CONTACT),
        })
      ).status;
    const fromSite = (visitor: string) => ({ "X-Site-Secret": SITE_SECRET, "X-Visitor-Ip": visitor });

    for (let i = 0; i < 10; i += 1) expect(await send(fromSite("196.200.10.1"))).toBe(201);
    expect(await send(fromSite("196.200.10.1"))).toBe(429);
    expect(await send(fromSite("196.200.10.2"))).toBe(201);

    // Without the secret, or with a wrong one, the named visitor is ignored: the caller's own address counts.
    for (let i = 0; i < 10; i += 1) expect(await send({ "X-Visitor-Ip": `196.200.20.${i}` })).toBe(201);
    expect(await send({ "X-Visitor-Ip": "196.200.20.99" })).toBe(429);
    expect(await send({ "X-Site-Secret": "secret-partage-site-cms-de-tesT", "X-Visitor-Ip": "196.200.30.1" })).toBe(
      429,
    );
  });
});

describe("a refused sign-in", () => {
  it("takes as long to refuse an unknown address as a staff address with a wrong password", async () => {
    let visitor = 0;
    const timed = async (identifier: string) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/auth/local`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Site-Secret": SITE_SECRET,
          "X-Visitor-Ip": `196.200.50.${++visitor}`,
        },
        body: JSON.stringify({ identifier, password: "wrong-one" }),
      });
      expect(answer.status).toBe(400);
      return performance.now() - started;
    };
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(ADMIN.email));
      unknown.push(await timed(`inconnu${round}@agence.ma`));
    }
    // A password check (bcrypt) is tens of milliseconds; an answer without one, a few: their ratio told the address.
    expect(median(unknown)).toBeGreaterThan(0.5 * median(known));
  });
});
