import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInMorocco } from "@agency/shared";
import { ADMIN } from "./harness/accounts";
import { api, signIn } from "./harness/http";
import { startChildCms, stopChildCms, type ChildCms } from "./harness/child-cms";
import { codeIn, mailIds, smtpEnv, waitForMail } from "./harness/mail";
import { createScratchDatabase } from "./harness/postgres";
import { clientFields } from "./harness/sales";
import { testCmsEnv } from "./harness/test-env";

/**
 * The production shape (issue #18): two cms processes on one PostgreSQL database and one Redis, as
 * `npm run start:cluster` runs them. PostgreSQL and Redis answer on 127.0.0.1 on every machine here, CI's included.
 * Its own database whatever DATABASE_URL says: run once, in the SQLite pass of the API tests.
 */
const POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = "redis://127.0.0.1:6379";

describe.skipIf(Boolean(process.env.DATABASE_URL))("two cms processes on one database and one Redis", () => {
  let a: ChildCms | undefined;
  let b: ChildCms | undefined;
  let drop: (() => Promise<void>) | undefined;
  let token = "";

  beforeAll(async () => {
    const database = await createScratchDatabase(POSTGRES);
    drop = database.drop;
    const env = {
      ...testCmsEnv(smtpEnv()),
      DATABASE_URL: database.url,
      REDIS_URL: REDIS,
      // A namespace of this run's own: counters of other runs on the same Redis do not count here.
      REDIS_PREFIX: `agency-test-${randomBytes(4).toString("hex")}`,
      CRON_ENABLED: "false",
    };
    // One after the other: the first makes the schema.
    a = await startChildCms({ ...env, CMS_STAFF: "true" });
    b = await startChildCms(env);
    token = await signIn(a.url, ADMIN);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stopChildCms(a), stopChildCms(b)]);
    await drop?.();
  });

  it("counts failed sign-ins across both: ten refused on A, the eleventh is stopped on B", async () => {
    const attempt = (node: ChildCms) =>
      api(node.url, "POST", "/api/auth/local", { body: { identifier: ADMIN.email, password: "pas-le-bon" } });
    for (let i = 0; i < 10; i += 1) expect((await attempt(a!)).status).toBe(400);
    const stopped = await attempt(b!);
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.message).toMatch(/Trop de tentatives/);
  });

  it("numbers 20 invoices made at once on both processes 20 consecutive numbers", async () => {
    const client = await api(a!.url, "POST", "/api/clients", {
      token,
      body: { data: clientFields({ name: "Atlas Cluster" }) },
    });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const today = todayInMorocco();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api((index % 2 ? b : a)!.url, "POST", "/api/invoices", {
          token,
          body: {
            data: {
              client: client.body.data.documentId,
              issueDate: today,
              dueDate: today,
              paymentTerms: 30,
              items: [{ description: `Mois ${index}`, quantity: 1, unitPrice: 100, discount: 0, taxRate: 20 }],
            },
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const sequence = answers
      .map((answer) => Number(/(\d+)$/.exec(answer.body.data.invoiceNumber)![1]))
      .sort((x, y) => x - y);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19);
  });

  it("verifies on B a code that A mailed", async () => {
    const client = await api(b!.url, "POST", "/api/clients", {
      token,
      body: { data: clientFields({ name: "Code Partagé" }) },
    });
    const id = client.body.data.documentId as string;
    const before = await mailIds();
    expect(
      (await api(a!.url, "POST", "/api/delete-otp/generate", { token, body: { resource: "clients", id } })).status,
    ).toBe(200);
    const otp = codeIn(await waitForMail(ADMIN.email, "code", before));
    const verified = await api(b!.url, "POST", "/api/delete-otp/verify", {
      token,
      body: { resource: "clients", id, otp },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await api(b!.url, "DELETE", `/api/clients/${id}`, { token })).status).toBeLessThan(300);
  });
});
