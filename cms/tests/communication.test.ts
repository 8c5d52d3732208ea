import { todayInMorocco } from "@agency/shared";
import { describe, expect, it } from "vitest";
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

describe("dashboard", () => {
  it("equals sums and counts computed independently from the rows; alerts come from the data", async () => {
    const response = await api(server.url, "GET", "/api/tableux", { token: server.adminToken });
    expect(response.status).toBe(200);
    const invoices = (await server.strapi.db
      .query("api::invoice.invoice")
      .findMany({ select: ["totalAmount", "status", "dueDate"] })) as Array<{
      totalAmount: number;
      status: string;
      dueDate: string;
    }>;
    const cents = (rows: typeof invoices) =>
      rows.reduce((sum, row) => sum + Math.round(Number(row.totalAmount) * 100), 0) / 100;
    expect(response.body).toMatchObject({
      clientsCount: await server.strapi.db.query("api::client.client").count(),
      invoicesCount: invoices.length,
      quotesCount: await server.strapi.db.query("api::quote.quote").count(),
      deliveriesCount: await server.strapi.db.query("api::delivery.delivery").count(),
      revenueTotal: cents(invoices.filter((row) => row.status === "paid")),
      pendingPayments: cents(invoices.filter((row) => row.status !== "paid")),
    });
    const today = todayInMorocco();
    const overdue = invoices.filter((row) => row.status !== "paid" && String(row.dueDate) < today).length;
    const overdueAlert = response.body.alerts.find((alert: { type: string }) => alert.type === "overdue-invoices");
    expect(overdueAlert?.count ?? 0).toBe(overdue);
    const unread = await server.strapi.db.query("api::message.message").count({ where: { read: false } });
    expect(response.body.notificationsCount).toBe(unread);
    expect(response.body.recentActivities.length).toBeGreaterThan(0);
    expect(response.body.recentActivities[0]).toHaveProperty("clientName");
  });
});
