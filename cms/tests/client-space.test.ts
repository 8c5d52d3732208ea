import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDaysToDay, todayInMorocco } from "@agency/shared";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { download, pdfPages } from "./harness/files";
import { api, type ApiResponse } from "./harness/http";
import { mailIds, smtpEnv, waitForMail } from "./harness/mail";
import { createClient, postInvoice } from "./harness/sales";

const SITE_SECRET = "secret-partage-site-cms-de-test";
const SITE = "https://agence.test";
const server = cmsForThisFile({
  prepare: ensureCompanySettings,
  env: { SITE_PROXY_SECRET: SITE_SECRET, PUBLIC_SITE_URL: SITE, CRON_ENABLED: "false", ...smtpEnv() },
});
const { call } = server;
const today = todayInMorocco();

/** Two days of work at 1 000 DH HT, VAT 20 %: 2 000 HT, 400 VAT, 2 400 TTC. */
const LINES = [{ description: "Audit SEO", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 }];

let address = 0;
/** The site's server asking for a visitor (another address each time unless given). */
const asSite = (
  method: string,
  path: string,
  { body, ip = `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`, agent = "Mozilla/5.0 (Test)" } = {} as {
    body?: unknown;
    ip?: string;
    agent?: string;
  },
) =>
  api(server.url, method, path, {
    body,
    headers: { "X-Site-Secret": SITE_SECRET, "X-Visitor-Ip": ip, "X-Visitor-Agent": agent },
  });

const tokenOf = (url: string) => url.slice(`${SITE}/d/`.length);

async function quote(fields: Record<string, unknown> = {}, status: "draft" | "sent" = "sent") {
  const client = await createClient(server, { name: `Client ${Math.random().toString(36).slice(2, 8)}` });
  const created = await call("POST", "/api/quotes", {
    data: { client: client.documentId, issueDate: today, validUntil: addDaysToDay(today, 30), items: LINES, ...fields },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.documentId as string;
  if (status === "sent")
    expect((await call("PUT", `/api/quotes/${id}`, { data: { status: "sent" } })).status).toBe(200);
  return { id, number: created.body.data.quoteNumber as string };
}

async function share(path: string): Promise<{ url: string; expiresAt: string; token: string }> {
  const answer = await call("POST", `/api/${path}/share`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...answer.body.data, token: tokenOf(answer.body.data.url) };
}

const journal = async (resource: string, recordId: string) =>
  (
    await call(
      "GET",
      `/api/audit-entries?filters[resource][$eq]=${resource}&filters[recordId][$eq]=${recordId}&sort=id:asc&pagination[pageSize]=100`,
    )
  ).body.data as Array<{ action: string; user: string | null; changes: Record<string, [unknown, unknown]> }>;

const ACCEPTANCE = { fullName: "Nadia Alaoui", approved: true, comment: "Démarrage en janvier." };

/** The version of the quote its page shows, which the page's answer sends back. */
const versionOf = async (token: string) => {
  const page = await asSite("GET", `/api/public/documents/${token}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  expect(page.body.data.version).toMatch(/^[0-9a-f]{32}$/);
  return page.body.data.version as string;
};

/**
 * Ten sent quotes, each with its link, accepted on its page while `meanwhile` runs on it: the acceptance leaves 0 to
 * 45 ms after it, so that some meet it on its way (a staff request takes longer to arrive). The pairs of answers.
 */
async function acceptedWhile(meanwhile: (id: string) => ReturnType<typeof call>) {
  const pairs = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const { id } = await quote();
      const { token } = await share(`quotes/${id}`);
      return { id, token, version: await versionOf(token) };
    }),
  );
  const answers = await Promise.all(
    pairs.map(({ id, token, version }, index) =>
      Promise.all([
        new Promise((resolve) => setTimeout(resolve, index * 5)).then(() =>
          asSite("POST", `/api/public/documents/${token}/accept`, { body: { ...ACCEPTANCE, version } }),
        ),
        meanwhile(id),
      ]),
    ),
  );
  return answers.map(([accepted, other], index) => ({ id: pairs[index]!.id, accepted, other }));
}

describe("a document's client link", () => {
  it("is 32 random bytes in base64url, of which the database keeps only the SHA-256", async () => {
    const { id } = await quote();
    const before = Date.now();
    const link = await share(`quotes/${id}`);
    expect(link.url).toMatch(/^https:\/\/agence\.test\/d\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, "base64url")).toHaveLength(32);
    const days = (new Date(link.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    const rows = await server.strapi.db.connection("share_links").select("*");
    const stored =
      JSON.stringify(rows) + JSON.stringify(await server.strapi.db.connection("audit_entries").select("*"));
    expect(stored).not.toContain(link.token);
    expect(rows.map((row: { token_hash: string }) => row.token_hash)).toContain(
      createHash("sha256").update(link.token).digest("hex"),
    );
    expect((await call("GET", `/api/quotes/${id}/share`)).body.data).toMatchObject({
      active: true,
      expiresAt: link.expiresAt,
    });
  });

  it("shows the document as issued, with the bank details, to the site's server only", async () => {
    const { id, number } = await quote();
    const { token } = await share(`quotes/${id}`);
    const answer = await asSite("GET", `/api/public/documents/${token}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const document = answer.body.data;
    expect(document).toMatchObject({
      kind: "quote",
      title: "Devis",
      number,
      status: "sent",
      statusLabel: "En attente",
      canAnswer: true,
      answerBlock: null,
      answer: null,
      amountDue: null,
      company: { name: "Agence Digitale", rib: "011780000012345678901296" },
      lines: [
        {
          description: "Audit SEO",
          quantity: "2",
          unitPrice: "1 000,00 DH",
          discount: "0 %",
          taxRate: "20 %",
          amount: "2 000,00 DH",
        },
      ],
      inWords: { lead: "Arrêté le présent devis à la somme de", words: "Deux mille quatre cents dirhams." },
    });
    expect(document.totals.at(-1)).toEqual({ label: "Total TTC", amount: "2 400,00 DH", total: true });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // What the document prints of its client, nothing of the client's other records.
    expect(JSON.stringify(document)).not.toMatch(/documentId|"id"/);

    // Without the site's secret, or with a wrong one: the 404 of an unknown address.
    const unknownAddress = await api(server.url, "GET", "/api/nothing-here");
    for (const headers of [{}, { "X-Site-Secret": "x".repeat(SITE_SECRET.length) }] as Array<Record<string, string>>) {
      const refused = await api(server.url, "GET", `/api/public/documents/${token}`, { headers });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(unknownAddress.body);
    }
  });

  it("answers 404 alike for a wrong, an expired, a replaced and a revoked token", async () => {
    const { id } = await quote();
    const first = await share(`quotes/${id}`);
    const second = await share(`quotes/${id}`);
    expect((await asSite("GET", `/api/public/documents/${second.token}`)).status).toBe(200);

    const wrong = `${second.token.slice(0, -1)}${second.token.endsWith("A") ? "B" : "A"}`;
    const refusals: ApiResponse[] = [
      await asSite("GET", `/api/public/documents/${wrong}`),
      await asSite("GET", `/api/public/documents/short`),
      await asSite("GET", `/api/public/documents/${first.token}`),
      await asSite("GET", `/api/public/documents/${first.token}/pdf`),
    ];
    const third = await share(`quotes/${id}`);
    await server.strapi.db
      .connection("share_links")
      .where({ token_hash: createHash("sha256").update(third.token).digest("hex") })
      .update({ expires_at: new Date(Date.now() - 1000) });
    refusals.push(await asSite("GET", `/api/public/documents/${third.token}`));

    const fourth = await share(`quotes/${id}`);
    expect((await call("DELETE", `/api/quotes/${id}/share`)).body.data).toEqual({
      active: false,
      createdAt: null,
      expiresAt: null,
    });
    refusals.push(await asSite("GET", `/api/public/documents/${fourth.token}`));
    refusals.push(await asSite("POST", `/api/public/documents/${fourth.token}/accept`, { body: ACCEPTANCE }));

    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual(refusals[0]!.body);
    }
    expect((await call("GET", `/api/quotes/${id}/share`)).body.data.active).toBe(false);
    expect((await journal("quotes", id)).map((entry) => entry.action)).toEqual([
      "create",
      "status",
      "share",
      "share",
      "view",
      "share",
      "share",
      "share-revoked",
    ]);
  });

  it("opens one document only: another id, a path or a query cannot reach another one", async () => {
    const mine = await quote();
    const theirs = await quote();
    const { token } = await share(`quotes/${mine.id}`);
    for (const path of [
      `/api/public/documents/${theirs.id}`,
      `/api/public/documents/${token}/../${theirs.id}`,
      `/api/public/documents/${token}%2F..%2F${theirs.id}`,
      `/api/public/documents/${token}?documentId=${theirs.id}`,
      `/api/public/documents/${token}?filters[documentId]=${theirs.id}`,
    ]) {
      const answer = await asSite("GET", path);
      if (answer.status === 200) expect(answer.body.data.number).toBe(mine.number);
      else expect(answer.status, path).toBe(404);
    }
    expect((await asSite("GET", `/api/public/documents/${token}?documentId=${theirs.id}`)).body.data.number).toBe(
      mine.number,
    );
  });

  it("records a consultation once per visitor and day", async () => {
    const { id } = await quote();
    const { token } = await share(`quotes/${id}`);
    const visitor = { ip: "203.0.113.7", agent: "Mozilla/5.0 (iPhone)" };
    await asSite("GET", `/api/public/documents/${token}`, visitor);
    await asSite("GET", `/api/public/documents/${token}`, visitor);
    await asSite("GET", `/api/public/documents/${token}/pdf`, visitor);
    const again = await asSite("GET", `/api/public/documents/${token}`, { ...visitor, ip: "203.0.113.8" });
    const views = (await journal("quotes", id)).filter((entry) => entry.action === "view");
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ user: null, changes: { day: [null, today] } });
    expect(JSON.stringify(views)).not.toContain("203.0.113");
    expect(again.body.data.history.map((entry: { event: string }) => entry.event)).toEqual(["viewed", "viewed"]);
  });

  it("serves the PDF, and an invoice with what is left to pay; an invoice cannot be accepted", async () => {
    const client = await createClient(server, { name: "Riad Zitoun" });
    const invoice = await postInvoice(server, { client: client.documentId, items: LINES });
    await call("POST", "/api/payments", {
      data: { invoice: invoice.documentId, amount: 400, date: today, method: "virement" },
    });
    const { token } = await share(`invoices/${invoice.documentId}`);
    const shown = (await asSite("GET", `/api/public/documents/${token}`)).body.data;
    expect(shown).toMatchObject({ kind: "invoice", title: "Facture", amountDue: "2 000,00 DH", amountDueValue: 2000 });
    expect(shown.canAnswer).toBe(false);
    // The document as its PDF prints it: under the total, the payment received and what is left.
    expect(shown.totals.slice(-3)).toEqual([
      { label: "Total TTC", amount: "2 400,00 DH", total: true },
      { label: "Déjà réglé", amount: "− 400,00 DH", total: false },
      { label: "Reste à payer", amount: "2 000,00 DH", total: true },
    ]);

    const pdf = await fetch(`${server.url}/api/public/documents/${token}/pdf`, {
      headers: { "X-Site-Secret": SITE_SECRET, "X-Visitor-Ip": "198.51.100.1" },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    const text = (await pdfPages(Buffer.from(await pdf.arrayBuffer()))).join(" ");
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain("Total TTC 2 400,00 DH Déjà réglé − 400,00 DH Reste à payer 2 000,00 DH");

    const refused = await asSite("POST", `/api/public/documents/${token}/accept`, { body: ACCEPTANCE });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ reason: "not-quote" });
  });

  it("leaves one working link when 10 are asked for one document at once", async () => {
    const { id } = await quote();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/api/quotes/${id}/share`)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const working = await server.strapi.db.query("api::share-link.share-link").count({
      where: { kind: "quote", recordId: id, revokedAt: { $null: true }, expiresAt: { $gt: new Date().toISOString() } },
    });
    expect(working).toBe(1);
    const opened = await Promise.all(
      answers.map((answer) => asSite("GET", `/api/public/documents/${tokenOf(answer.body.data.url)}`)),
    );
    expect(opened.filter((page) => page.status === 200)).toHaveLength(1);
  });

  it("refuses to share a draft invoice; a writer may not share at all", async () => {
    const client = await createClient(server, { name: "Atelier Brouillon" });
    const draft = await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    const answer = await call("POST", `/api/invoices/${draft.documentId}/share`);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe("Émettez la facture avant de la partager.");
    const { id } = await quote();
    expect((await call("POST", `/api/quotes/${id}/share`, undefined, server.writerToken)).status).toBe(403);
  });
});

describe("answering a quote on its page", () => {
  it("accepts once only under 20 concurrent acceptances, tells the staff, and shows who accepted", async () => {
    const { id, number } = await quote();
    const { token } = await share(`quotes/${id}`);
    const version = await versionOf(token);
    const before = await mailIds();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        asSite("POST", `/api/public/documents/${token}/accept`, {
          body: { ...ACCEPTANCE, fullName: `Nadia Alaoui ${index}`, version },
          ip: `192.0.2.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const winner = answers.find((answer) => answer.status === 200)!.body.data;
    const loser = answers.find((answer) => answer.status === 409)!.body.error;
    expect(loser).toMatchObject({ message: "Ce devis a déjà été accepté.", details: { reason: "accepted" } });

    const name = winner.answer.name as string;
    expect(winner).toMatchObject({ status: "accepted", canAnswer: false, answerBlock: "accepted" });
    expect(winner.answer).toMatchObject({ decision: "accepted", comment: "Démarrage en janvier." });
    const stored = (await call("GET", `/api/quotes/${id}`)).body.data;
    expect(stored).toMatchObject({ status: "accepted", acceptedBy: name, answerComment: "Démarrage en janvier." });
    expect(Math.abs(new Date(stored.answeredAt).getTime() - Date.now())).toBeLessThan(60_000);
    // Its PDF carries the client's agreement (the day and clock on Morocco's time: shared's dates tests).
    const printed = (await pdfPages((await download(server, `/api/quotes/${id}/pdf`)).bytes)).join(" ");
    expect(printed).toMatch(
      new RegExp(
        `Bon pour accord Accepté en ligne par ${name} le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2} \\(heure du Maroc\\)\\. ` +
          "Commentaire : « Démarrage en janvier\\. »",
      ),
    );

    const accepts = (await journal("quotes", id)).filter((entry) => entry.action === "accept");
    expect(accepts).toHaveLength(1);
    expect(accepts[0]).toMatchObject({
      user: null,
      changes: {
        name: [null, name],
        userAgent: [null, "Mozilla/5.0 (Test)"],
        status: ["sent", "accepted"],
        version: [null, version],
      },
    });
    expect(accepts[0]!.changes.address![1]).toMatch(/^192\.0\.2\.\d+$/);

    const mail = await waitForMail("contact@agence.ma", `Devis ${number} accepté par ${name}`, before);
    expect(mail.text).toContain(`a été accepté en ligne le `);
    expect(mail.text).toContain("Commentaire : Démarrage en janvier.");

    const again = await asSite("POST", `/api/public/documents/${token}/reject`, { body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.details.reason).toBe("accepted");
    // The staff converts it; its page then says so.
    expect((await call("POST", `/api/quotes/${id}/convert`)).status).toBe(201);
    expect((await asSite("GET", `/api/public/documents/${token}`)).body.data.answerBlock).toBe("converted");
  });

  it("records a refusal with its reason", async () => {
    const { id, number } = await quote();
    const { token } = await share(`quotes/${id}`);
    const before = await mailIds();
    const answer = await asSite("POST", `/api/public/documents/${token}/reject`, {
      body: { reason: "Budget reporté.", version: await versionOf(token) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: "rejected",
      answer: { decision: "rejected", name: null, comment: "Budget reporté." },
    });
    expect((await call("GET", `/api/quotes/${id}`)).body.data.status).toBe("rejected");
    const printed = (await pdfPages((await download(server, `/api/quotes/${id}/pdf`)).bytes)).join(" ");
    expect(printed).toContain("Statut : Rejeté");
    expect(printed).not.toContain("Bon pour accord");
    await waitForMail("contact@agence.ma", `Devis ${number} refusé par le client`, before);
  });

  it("refuses an expired, a draft or a converted quote, and a form without its name or approval", async () => {
    const expired = await quote({ issueDate: addDaysToDay(today, -40), validUntil: addDaysToDay(today, -1) });
    const draft = await quote({}, "draft");
    const converted = await quote();
    await call("PUT", `/api/quotes/${converted.id}`, { data: { status: "accepted" } });
    await call("POST", `/api/quotes/${converted.id}/convert`);
    for (const [{ id }, reason, message] of [
      [expired, "expired", "Ce devis a expiré : sa date de validité est dépassée."],
      [draft, "draft", "Ce devis n'a pas encore été envoyé."],
      [converted, "converted", "Ce devis a déjà été transformé en facture."],
    ] as const) {
      const { token } = await share(`quotes/${id}`);
      expect((await asSite("GET", `/api/public/documents/${token}`)).body.data).toMatchObject({
        canAnswer: false,
        answerBlock: reason,
      });
      const refused = await asSite("POST", `/api/public/documents/${token}/accept`, { body: ACCEPTANCE });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ message, details: { reason } });
    }
    expect((await call("GET", `/api/quotes/${expired.id}`)).body.data.status).toBe("sent");

    const open = await quote();
    const { token } = await share(`quotes/${open.id}`);
    const invalid = await asSite("POST", `/api/public/documents/${token}/accept`, {
      body: { fullName: " ", approved: false },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details.errors).toEqual({
      fullName: "Indiquez votre nom complet.",
      approved: "Cochez « Bon pour accord » pour accepter le devis.",
    });
  });

  it("refuses an answer to a quote changed since its page was read, and takes it once the page is read again", async () => {
    const { id } = await quote();
    const { token } = await share(`quotes/${id}`);
    const read = await versionOf(token);
    const edited = await call("PUT", `/api/quotes/${id}`, { data: { items: [{ ...LINES[0], quantity: 3 }] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    for (const version of [read, undefined, "0".repeat(32)]) {
      const refused = await asSite("POST", `/api/public/documents/${token}/accept`, {
        body: { ...ACCEPTANCE, version },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        message: "Ce devis a été modifié depuis que vous l'avez ouvert : relisez-le ci-dessus avant de répondre.",
        details: { reason: "changed" },
      });
    }
    expect((await call("GET", `/api/quotes/${id}`)).body.data.status).toBe("sent");

    const page = (await asSite("GET", `/api/public/documents/${token}`)).body.data;
    expect(page.version).not.toBe(read);
    expect(page.lines[0].quantity).toBe("3");
    const notesOnly = await call("PUT", `/api/quotes/${id}`, { data: { notes: "Acompte de 30 % à la commande." } });
    expect(notesOnly.status).toBe(200);
    expect(await versionOf(token)).not.toBe(page.version);

    const accepted = await asSite("POST", `/api/public/documents/${token}/accept`, {
      body: { ...ACCEPTANCE, version: await versionOf(token) },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "accepted", totals: expect.any(Array) });
  });

  it("answers a quote edited at the same moment either before the edit (which is then refused) or not at all", async () => {
    const answers = await acceptedWhile((id) =>
      call("PUT", `/api/quotes/${id}`, { data: { items: [{ ...LINES[0], quantity: 4 }] } }),
    );
    for (const { id, accepted, other: edited } of answers) {
      const stored = (await call("GET", `/api/quotes/${id}?populate=items`)).body.data;
      if (accepted.status === 200) {
        expect(edited.status, "a quote was edited after its acceptance").toBe(409);
        expect(stored).toMatchObject({ status: "accepted", items: [{ quantity: 2 }] });
      } else {
        expect(accepted.body.error.details.reason).toBe("changed");
        expect(edited.status).toBe(200);
        expect(stored).toMatchObject({ status: "sent", items: [{ quantity: 4 }] });
      }
    }
  });

  it("answers a quote whose link is revoked at the same moment before the revocation, or not at all", async () => {
    const answers = await acceptedWhile((id) => call("DELETE", `/api/quotes/${id}/share`));
    for (const { id, accepted, other: revoked } of answers) {
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
      const actions = (await journal("quotes", id)).map((entry) => entry.action);
      if (accepted.status === 200) {
        expect(actions.indexOf("accept"), "accepted through a link already revoked").toBeLessThan(
          actions.indexOf("share-revoked"),
        );
      } else {
        expect(accepted.status).toBe(404);
        expect(actions).not.toContain("accept");
      }
    }
  });

  it("limits answers per address and per link", async () => {
    const { id } = await quote();
    const { token } = await share(`quotes/${id}`);
    const fromOne = [];
    for (let i = 0; i < 21; i += 1)
      fromOne.push(
        (await asSite("POST", `/api/public/documents/${token}/accept`, { body: {}, ip: "198.51.100.9" })).status,
      );
    expect(fromOne.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(fromOne[20]).toBe(429);
    const fromMany = [];
    // The link has had 20 answers counted (the 21st was stopped at the address): 10 more from elsewhere, then no more.
    for (let i = 0; i < 11; i += 1)
      fromMany.push((await asSite("POST", `/api/public/documents/${token}/accept`, { body: {} })).status);
    expect(fromMany.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(fromMany[10]).toBe(429);
  });
});

describe("a document sent by e-mail", () => {
  it("carries a new client link, which replaces the previous one", async () => {
    const { id, number } = await quote({}, "draft");
    const previous = await share(`quotes/${id}`);
    const before = await mailIds();
    const to = "achats@riad.ma";
    const sent = await call("POST", `/api/quotes/${id}/send`, { to, subject: `Devis ${number}`, message: "Bonjour," });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await waitForMail(to, `Devis ${number}`, before);
    const url = /https:\/\/agence\.test\/d\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(mail.text).toContain(`Consultez, acceptez ou refusez le devis en ligne : ${url}`);
    // In HTML the link reads as what it opens; the address itself stays in the text part only.
    expect(mail.html).toMatch(
      new RegExp(`<a href="${url}" style="[^"]+">Consultez, acceptez ou refusez le devis en ligne</a>`),
    );
    expect(mail.html).not.toContain(`>${url}<`);
    const shown = await asSite("GET", `/api/public/documents/${tokenOf(url!)}`);
    expect(shown.body.data).toMatchObject({ number, status: "sent", canAnswer: true });
    expect(shown.body.data.history.map((entry: { event: string }) => entry.event)).toEqual(["sent", "viewed"]);
    expect((await asSite("GET", `/api/public/documents/${previous.token}`)).status).toBe(404);
  });
});

describe("a reminder", () => {
  const remind = async (date: string) => {
    const answer = await call("POST", "/api/reminders/run", { date });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const linkIn = (text: string) => /https:\/\/agence\.test\/d\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];

  it("carries a new link to the invoice's page, ending the previous one, and none once staff revoked it", async () => {
    expect(
      (await call("PUT", "/api/company-setting", { data: { remindersEnabled: true, reminderDays: "7, 15" } })).status,
    ).toBe(200);
    const to = `relance-${Math.random().toString(36).slice(2, 8)}@client.ma`;
    const client = await createClient(server, { name: "Client relancé", email: to });
    const invoice = await postInvoice(server, { client: client.documentId, items: LINES });
    const previous = await share(`invoices/${invoice.documentId}`);
    const subject = `Relance : facture ${invoice.invoiceNumber}`;

    let before = await mailIds();
    await remind(addDaysToDay(invoice.dueDate, 7));
    const first = await waitForMail(to, subject, before);
    const url = linkIn(first.text);
    expect(first.text).toContain(`Consultez et téléchargez la facture en ligne : ${url}`);
    const shown = await asSite("GET", `/api/public/documents/${tokenOf(url!)}`);
    expect(shown.body.data).toMatchObject({ number: invoice.invoiceNumber, amountDueValue: 2400 });
    expect((await asSite("GET", `/api/public/documents/${previous.token}`)).status).toBe(404);

    // "Révoquer" is staff's decision: the next reminder goes, without a link, and reopens nothing.
    expect((await call("DELETE", `/api/invoices/${invoice.documentId}/share`)).status).toBe(200);
    before = await mailIds();
    await remind(addDaysToDay(invoice.dueDate, 15));
    const second = await waitForMail(to, subject, before);
    expect(second.text).toContain("reste due pour un montant de 2 400,00 DH.");
    expect(linkIn(second.text)).toBeUndefined();
    expect(second.html).not.toContain("<a ");
    expect((await call("GET", `/api/invoices/${invoice.documentId}/share`)).body.data).toMatchObject({ active: false });
  });
});
