import { todayInMorocco } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { FIRST_SAVE_NEEDS_NAME } from "../src/api/company-setting/controllers/company-setting";
import { seedDemoData } from "../src/seed";
import { WRITER } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { CONTACT } from "./harness/contact";
import { api } from "./harness/http";
import { mailIds, waitForMail } from "./harness/mail";

const server = cmsForThisFile({ prepare: seedDemoData });

describe("contact form (public)", () => {
  it("stores a complete message with its date", async () => {
    const response = await api(server.url, "POST", "/api/contact", { body: CONTACT });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: "Message envoyé avec succès" });
    const stored = await server.strapi.db.query("api::message.message").findOne({ where: { email: CONTACT.email } });
    expect(stored).toMatchObject({ name: CONTACT.name, read: false });
    // Dated by the server when it arrived.
    expect(Math.abs(Date.parse(stored.date) - Date.now())).toBeLessThan(60_000);
  });

  it.each(["name", "email", "phone", "service", "message"])(
    'answers 400 "Tous les champs sont requis" without %s',
    async (field) => {
      const response = await api(server.url, "POST", "/api/contact", { body: { ...CONTACT, [field]: "" } });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe("Tous les champs sont requis");
    },
  );

  it("checks the e-mail address and the phone number", async () => {
    expect(
      (await api(server.url, "POST", "/api/contact", { body: { ...CONTACT, email: "pas-une-adresse" } })).status,
    ).toBe(400);
    expect((await api(server.url, "POST", "/api/contact", { body: { ...CONTACT, phone: "abc" } })).status).toBe(400);
  });

  it("says every field is required while one is missing, even beside a malformed address", async () => {
    const response = await api(server.url, "POST", "/api/contact", {
      body: { ...CONTACT, email: "pas-une-adresse", phone: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Tous les champs sont requis");
  });

  it("stores a phone typed in Arabic-Indic digits in Latin digits", async () => {
    const email = "arabic.digits@example.ma";
    const response = await api(server.url, "POST", "/api/contact", {
      body: { ...CONTACT, email, phone: "٠٦١٢٣٤٥٦٧٨" },
    });
    expect(response.status).toBe(201);
    const stored = await server.strapi.db.query("api::message.message").findOne({ where: { email } });
    expect(stored.phone).toBe("0612345678");
  });
});

describe("newsletter (public)", () => {
  it("validates the address and keeps one row for the same address twice", async () => {
    expect((await api(server.url, "POST", "/api/subscribers", { body: { email: "faux" } })).status).toBe(400);
    const first = await api(server.url, "POST", "/api/subscribers", {
      body: { email: "Lecteur@Example.ma", source: "Pied de page" },
    });
    const second = await api(server.url, "POST", "/api/subscribers", { body: { email: "lecteur@example.ma" } });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(first.body.message).toBe("Abonnement enregistré avec succès");
    expect(
      await server.strapi.db.query("api::subscriber.subscriber").count({ where: { email: "lecteur@example.ma" } }),
    ).toBe(1);
  });
});

describe("subscribers CSV", () => {
  it("has the BOM, the headers, every matching row, fr-FR dates and neutralised cells", async () => {
    await server.strapi
      .documents("api::subscriber.subscriber")
      .create({ data: { email: "formule@example.ma", source: '=HYPERLINK("http://x")' } as any });
    const response = await fetch(`${server.url}/api/subscribers/export.csv`, {
      headers: { Authorization: `Bearer ${server.writerToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="abonnes_${todayInMorocco()}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("ID;Email;Date d'inscription;Source;Statut");
    expect(lines.length - 1).toBe(await server.strapi.db.query("api::subscriber.subscriber").count());
    const formula = lines.find((line) => line.includes("formule@example.ma"))!;
    expect(formula).toMatch(/;\d{2}\/\d{2}\/\d{4};/);
    expect(formula).toContain(`'=HYPERLINK`);
  });
});

describe("articles", () => {
  it("stores the HTML sanitised: no script, no event handler, no javascript: link", async () => {
    const content = `<h2>Titre</h2><p onclick="steal()">Un paragraphe assez long pour dépasser cinquante caractères.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lien</a>`;
    const response = await api(server.url, "POST", "/api/articles", {
      token: server.writerToken,
      body: { data: { title: "Un article sûr", content, category: "design", status: "draft" } },
    });
    expect(response.status).toBe(201);
    const stored = await server.strapi.db
      .query("api::article.article")
      .findOne({ where: { documentId: response.body.data.documentId } });
    expect(stored.content).toContain("<h2>Titre</h2>");
    expect(stored.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it("stores the HTML sanitised when Strapi's panel or a script writes it, in every locale", async () => {
    const articles = server.strapi.documents("api::article.article");
    const written = await articles.create({
      data: {
        title: "Écrit depuis le panneau",
        content: `<p>Un texte assez long écrit dans le panneau de Strapi, avec un piège.</p><script>alert(1)</script><img src="x" onerror="alert(2)">`,
        category: "design",
        status: "draft",
      } as any,
    });
    await articles.update({
      documentId: written.documentId,
      locale: "ar",
      data: {
        title: "مقال من اللوحة",
        content: `<p onclick="steal()">نص عربي طويل بما يكفي</p><a href="javascript:x()">رابط</a>`,
      } as any,
    });
    const stored = await server.strapi.db
      .query("api::article.article")
      .findMany({ where: { documentId: written.documentId }, select: ["content", "locale"] });
    expect(stored.map((row: { locale: string }) => row.locale).sort()).toEqual(["ar", "fr"]);
    for (const row of stored) expect(row.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(stored.find((row: { locale: string }) => row.locale === "fr").content).toContain("<p>Un texte assez long");
  });

  it("shows a visitor nothing of a draft through a relation: related articles, translations, filters", async () => {
    const articles = server.strapi.documents("api::article.article");
    const body = (text: string) => `<p>${text} — un texte assez long pour passer les cinquante caractères.</p>`;
    const draft = await articles.create({
      data: {
        title: "Brouillon confidentiel",
        content: body("Texte secret du brouillon"),
        category: "design",
        status: "draft",
      } as any,
    });
    const published = await articles.create({
      data: {
        title: "Article publié avec un lien",
        content: body("Texte public"),
        category: "design",
        status: "published",
        relatedPosts: [draft.documentId],
      } as any,
    });
    await articles.update({
      documentId: published.documentId,
      locale: "ar",
      data: { title: "ترجمة غير منشورة", content: body("Traduction secrète"), status: "draft" } as any,
    });
    const visitor = (query: string) => api(server.url, "GET", `/api/articles?${query}`);
    const one = `filters[documentId][$eq]=${published.documentId}`;

    const related = await visitor(
      `${one}&populate[relatedPosts][fields][0]=content&populate[relatedPosts][fields][1]=status`,
    );
    expect(related.status).toBe(200);
    expect(related.body.data).toHaveLength(1);
    expect(related.body.data[0].relatedPosts).toEqual([]);
    const translations = await visitor(`${one}&locale=fr&populate[localizations][fields][0]=content`);
    expect(translations.status).toBe(200);
    expect(JSON.stringify(translations.body)).not.toContain("Traduction secrète");
    const probe = await visitor("filters[relatedPosts][content][$containsi]=secret&pagination[pageSize]=100");
    const all = await visitor("pagination[pageSize]=100");
    expect(probe.body.data.length).toBe(all.body.data.length);

    const staff = await api(server.url, "GET", `/api/articles?${one}&populate[relatedPosts][fields][0]=title`, {
      token: server.writerToken,
    });
    expect(staff.body.data[0].relatedPosts.map((post: { title: string }) => post.title)).toEqual([
      "Brouillon confidentiel",
    ]);
  });

  it("refuses a short title and a short content with the spec messages", async () => {
    const shortTitle = await api(server.url, "POST", "/api/articles", {
      token: server.writerToken,
      body: { data: { title: "Abc", content: "x".repeat(60) } },
    });
    expect(shortTitle.body.error.message).toBe("Le titre doit contenir au moins 5 caractères");
    const shortContent = await api(server.url, "POST", "/api/articles", {
      token: server.writerToken,
      body: { data: { title: "Un bon titre", content: "<p>court</p>" } },
    });
    expect(shortContent.body.error.message).toBe("Le contenu doit contenir au moins 50 caractères");
  });
});

describe("reply to a message", () => {
  it("mails the reply to the sender and records it on the message", async () => {
    const message = await server.strapi.db
      .query("api::message.message")
      .findOne({ where: { email: "zineb.alami@example.ma" } });
    const before = await mailIds();
    const empty = await api(server.url, "POST", "/api/reply/send", {
      token: server.writerToken,
      body: { contactId: message.documentId, message: "   " },
    });
    expect(empty.status).toBe(400);
    const response = await api(server.url, "POST", "/api/reply/send", {
      token: server.writerToken,
      body: {
        contactId: message.documentId,
        message: "Merci, nous vous appelons demain.",
        recipientEmail: "autre@pirate.example",
      },
    });
    expect(response.status).toBe(200);
    const mail = await waitForMail("zineb.alami@example.ma", "Réponse", before);
    expect(mail.text).toContain("Merci, nous vous appelons demain.");
    const stored = await server.strapi
      .documents("api::message.message")
      .findOne({ documentId: message.documentId, populate: ["replies"] });
    expect(stored).toMatchObject({
      read: true,
      replies: [expect.objectContaining({ text: "Merci, nous vous appelons demain.", author: WRITER.name })],
    });
  });
});

describe("mails staff send are signed with the company's name as its settings say", () => {
  it("a reply to a message and a code mail carry the saved name, not the demo one", async () => {
    const renamed = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { name: "Studio Oasis" } },
    });
    expect(renamed.status).toBe(200);
    const email = "signature@example.ma";
    const message = await server.strapi
      .documents("api::message.message")
      .create({ data: { ...CONTACT, email, date: new Date(), read: false } });
    const before = await mailIds();
    const replied = await api(server.url, "POST", "/api/reply/send", {
      token: server.writerToken,
      body: { contactId: message.documentId, message: "Nous revenons vers vous demain." },
    });
    expect(replied.status).toBe(200);
    const reply = await waitForMail(email, "Réponse à votre message", before);
    expect(reply.subject).toBe("Réponse à votre message — Studio Oasis");
    expect(reply.text).toContain(`${WRITER.name}\nStudio Oasis\n`);
    expect(reply.html).toContain(`${WRITER.name}<br>Studio Oasis</p>`);
    expect(reply.text).not.toContain("Agence Digitale");

    const coded = await api(server.url, "POST", "/api/delete-otp/generate", {
      token: server.writerToken,
      body: { resource: "messages", id: message.documentId },
    });
    expect(coded.status).toBe(200);
    const codeMail = await waitForMail(WRITER.email, "Votre code de vérification", before);
    expect(codeMail.text.trimEnd().endsWith("\n\nStudio Oasis")).toBe(true);
    expect(codeMail.html).toContain("<p>Studio Oasis</p>");
    expect(codeMail.text).not.toContain("Agence Digitale");
  });
});

describe("a message received is the visitor's", () => {
  it("changes only whether it is read: not its address (a reply would go there), text or replies", async () => {
    const message = await server.strapi.db
      .query("api::message.message")
      .findOne({ where: { email: "zineb.alami@example.ma" } });
    for (const data of [
      { email: "autre@pirate.example" },
      { read: true, email: "autre@pirate.example" },
      { message: "Autre texte" },
      { replies: [] },
    ]) {
      const refused = await api(server.url, "PUT", `/api/contact/${message.documentId}`, {
        token: server.writerToken,
        body: { data },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("Seul l'état lu ou non lu d'un message reçu peut être modifié.");
    }
    for (const read of [false, true]) {
      const marked = await api(server.url, "PUT", `/api/contact/${message.documentId}`, {
        token: server.writerToken,
        body: { data: { read } },
      });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toMatchObject({ read, email: "zineb.alami@example.ma" });
    }
    const stored = await server.strapi
      .documents("api::message.message")
      .findOne({ documentId: message.documentId, populate: ["replies"] });
    expect(stored).toMatchObject({ email: "zineb.alami@example.ma", message: message.message });
    expect(stored?.replies).toHaveLength(1);
  });
});

describe("mails staff send are limited per recipient and per sender", () => {
  const reply = (contactId: string, token = server.writerToken) =>
    api(server.url, "POST", "/api/reply/send", {
      token,
      body: { contactId, message: "Merci pour votre message." },
    });
  const newMessage = async (email: string) =>
    (
      await server.strapi
        .documents("api::message.message")
        .create({ data: { ...CONTACT, email, date: new Date(), read: false } })
    ).documentId;

  it("refuses an 11th mail to one address within a quarter hour (429, in French), counted in the outbox", async () => {
    const email = "boite.pleine@example.ma";
    const contactId = await newMessage(email);
    for (let sent = 0; sent < 10; sent += 1) expect((await reply(contactId)).status).toBe(200);
    const refused = await reply(contactId);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      "Trop d'e-mails envoyés à cette adresse ces dernières minutes. Veuillez réessayer plus tard.",
    );
    expect(await server.strapi.db.query("api::outbox-mail.outbox-mail").count({ where: { to: email } })).toBe(10);
    // Another address is not held back by this one.
    expect((await reply(await newMessage("autre.boite@example.ma"))).status).toBe(200);
  });

  it("under 20 replies at once to one message: 10 go out and all 10 are recorded on it, 10 are refused", async () => {
    const email = "rafale@example.ma";
    const contactId = await newMessage(email);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => reply(contactId)))).map(
      (answer) => answer.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await server.strapi.db.query("api::outbox-mail.outbox-mail").count({ where: { to: email } })).toBe(10);
    const stored = await server.strapi
      .documents("api::message.message")
      .findOne({ documentId: contactId, populate: ["replies"] });
    expect(stored?.replies).toHaveLength(10);
  });

  it("refuses a sender's 61st mail within a quarter hour, whatever the addresses", async () => {
    // The admin has sent nothing yet in this file.
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await reply(await newMessage(`lecteur.${index}@example.ma`), server.adminToken)).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("company settings", () => {
  it("an admin saves the company name and professional e-mail that documents print; a writer may not", async () => {
    const saved = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { name: "Agence Atlas", email: "pro@atlas.ma" } },
    });
    expect(saved.status).toBe(200);
    const read = await api(server.url, "GET", "/api/company-setting", { token: server.adminToken });
    expect(read.body.data).toMatchObject({ name: "Agence Atlas", email: "pro@atlas.ma", ice: expect.any(String) });
    expect(
      (
        await api(server.url, "PUT", "/api/company-setting", {
          token: server.writerToken,
          body: { data: { name: "Pirate" } },
        })
      ).status,
    ).toBe(403);
  });
});

describe("the company's first settings", () => {
  const settingsRows = () => server.strapi.db.query("api::company-setting.company-setting").findMany({});

  it("saved from two tabs at once make one record that holds both", async () => {
    await server.strapi.db.query("api::company-setting.company-setting").deleteMany({ where: {} });
    const answers = await Promise.all([
      api(server.url, "PUT", "/api/company-setting", {
        token: server.adminToken,
        body: { data: { name: "Agence Atlas", email: "pro@atlas.ma" } },
      }),
      api(server.url, "PUT", "/api/company-setting", {
        token: server.adminToken,
        body: { data: { name: "Agence Atlas", rib: "", vatExemption: "art91" } },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await settingsRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Agence Atlas", email: "pro@atlas.ma", vatExemption: "art91" });
  });

  it("are refused without the company's name, in French, and nothing is stored", async () => {
    await server.strapi.db.query("api::company-setting.company-setting").deleteMany({ where: {} });
    const billingFirst = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { rib: "", vatExemption: "art91" } },
    });
    expect(billingFirst.status).toBe(400);
    expect(billingFirst.body.error.message).toBe(FIRST_SAVE_NEEDS_NAME);
    expect(await settingsRows()).toHaveLength(0);
    const named = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { name: "Agence Atlas" } },
    });
    expect(named.status).toBe(200);
    const billing = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { vatExemption: "art91" } },
    });
    expect(billing.status).toBe(200);
    expect(await settingsRows()).toEqual([expect.objectContaining({ name: "Agence Atlas", vatExemption: "art91" })]);
  });
});

describe("dashboard", () => {
  it("equals sums and counts computed independently from the rows; alerts come from the data", async () => {
    // A draft long past its due date is owed by nobody yet: not overdue (DESIGN: overdue = issued, due before today).
    const client = await server.strapi.db.query("api::client.client").findOne({ select: ["documentId"] });
    await server.strapi.documents("api::invoice.invoice").create({
      data: {
        state: "draft",
        client: client.documentId,
        issueDate: "2025-01-02",
        dueDate: "2025-02-01",
        paymentTerms: 30,
        items: [{ description: "Brouillon oublié", quantity: 1, unitPrice: 100, discount: 0, taxRate: 20 }],
      } as any,
    });
    const response = await api(server.url, "GET", "/api/tableux", { token: server.adminToken });
    expect(response.status).toBe(200);
    const invoices = (await server.strapi.db
      .query("api::invoice.invoice")
      .findMany({ select: ["totalAmount", "status", "dueDate", "state"] })) as Array<{
      totalAmount: number;
      status: string;
      dueDate: string;
      state: string;
    }>;
    const centimes = (amounts: unknown[]) =>
      amounts.reduce<number>((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
    const issued = centimes(invoices.filter((row) => row.state !== "draft").map((row) => row.totalAmount));
    const credited = centimes(
      (await server.strapi.db.query("api::credit-note.credit-note").findMany({ select: ["totalAmount"] })).map(
        (row: { totalAmount: number }) => row.totalAmount,
      ),
    );
    const paid = centimes(
      (await server.strapi.db.query("api::payment.payment").findMany({ select: ["amount"] })).map(
        (row: { amount: number }) => row.amount,
      ),
    );
    expect(credited, "the seed has credit notes").toBeGreaterThan(0);
    expect(
      invoices.some((row) => row.status === "partial"),
      "the seed has partly paid invoices",
    ).toBe(true);
    expect(response.body).toMatchObject({
      clientsCount: await server.strapi.db.query("api::client.client").count(),
      invoicesCount: invoices.length,
      quotesCount: await server.strapi.db.query("api::quote.quote").count(),
      deliveriesCount: await server.strapi.db.query("api::delivery.delivery").count(),
      // Sales net of credit notes, drafts aside; what is due on them: the draft above counts in neither.
      revenueTotal: (issued - credited) / 100,
      pendingPayments: (issued - credited - paid) / 100,
    });
    // The same sum as the ageing report's, on the same dashboard: the two cards and the chart agree.
    const ageing = await api(server.url, "GET", `/api/reports/ageing?date=${todayInMorocco()}`, {
      token: server.adminToken,
    });
    expect(ageing.status).toBe(200);
    expect(ageing.body.totals.total).toBe(response.body.pendingPayments);
    const today = todayInMorocco();
    const overdue = invoices.filter(
      (row) => row.state === "issued" && row.status !== "paid" && String(row.dueDate) < today,
    ).length;
    const overdueAlert = response.body.alerts.find((alert: { type: string }) => alert.type === "overdue-invoices");
    expect(overdueAlert?.count ?? 0).toBe(overdue);
    expect(overdue, "the seed has overdue invoices").toBeGreaterThan(0);
    expect(overdueAlert.link).toBe("/invoices?filter=%7B%22overdue%22%3Atrue%7D");
    const quotes = (await server.strapi.db
      .query("api::quote.quote")
      .findMany({ select: ["status", "validUntil"] })) as Array<{ status: string; validUntil: string | null }>;
    const expired = quotes.filter(
      (row) => ["draft", "sent"].includes(row.status) && (!row.validUntil || String(row.validUntil) < today),
    ).length;
    expect(expired, "the seed has expired quotes").toBeGreaterThan(0);
    expect(response.body.alerts.find((alert: { type: string }) => alert.type === "expired-quotes")).toEqual({
      type: "expired-quotes",
      severity: "warning",
      count: expired,
      link: "/quotes?filter=%7B%22expired%22%3Atrue%7D",
    });
    const unread = await server.strapi.db.query("api::message.message").count({ where: { read: false } });
    expect(response.body.notificationsCount).toBe(unread);
    expect(response.body.recentActivities.length).toBeGreaterThan(0);
    expect(response.body.recentActivities[0]).toHaveProperty("clientName");
  });
});
