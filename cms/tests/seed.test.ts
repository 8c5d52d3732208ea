import { todayInMorocco } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../src/seed";
import { ADMIN } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { api, signIn } from "./harness/http";
import { DEMO_ACCOUNTS } from "../src/seed/accounts";

const server = cmsForThisFile({ staff: false });

const COUNTED = [
  "plugin::users-permissions.user",
  "api::article.article",
  "api::faq.faq",
  "api::project.project",
  "api::team-member.team-member",
  "api::partner.partner",
  "api::stat.stat",
  "api::client.client",
  "api::invoice.invoice",
  "api::quote.quote",
  "api::delivery.delivery",
  "api::recurring-invoice.recurring-invoice",
  "api::company-setting.company-setting",
  "api::message.message",
  "api::subscriber.subscriber",
  "plugin::upload.file",
] as const;

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const uid of COUNTED) counts[uid] = await server.strapi.db.query(uid).count();
  return counts;
}

describe("demo seed", () => {
  it("fills the spec content and a business data set, and changes nothing when run again", async () => {
    await seedDemoData(server.strapi);
    const first = await countAll();
    expect(first["api::recurring-invoice.recurring-invoice"]).toBe(2);
    await seedDemoData(server.strapi);
    expect(await countAll()).toEqual(first);
  });

  it("holds the six articles in French, English and Arabic, the teams and the business documents", async () => {
    const articles = server.strapi.documents("api::article.article");
    for (const locale of ["fr", "en", "ar"]) {
      expect(await articles.count({ locale })).toBe(6);
    }
    expect(await server.strapi.documents("api::team-member.team-member").count({ locale: "fr" })).toBe(6);
    expect(await server.strapi.documents("api::project.project").count({ locale: "fr" })).toBe(4);
    const clients = await server.strapi.db.query("api::client.client").findMany({ select: ["type"] });
    expect(clients.length).toBeGreaterThanOrEqual(12);
    expect(new Set(clients.map((client: { type: string }) => client.type))).toEqual(
      new Set(["individual", "freelance", "sarl"]),
    );
    for (const [uid, statuses] of [
      ["api::invoice.invoice", ["paid", "unpaid", "partial"]],
      ["api::quote.quote", ["draft", "sent", "accepted", "rejected"]],
      ["api::delivery.delivery", ["draft", "sent", "delivered", "cancelled"]],
    ] as const) {
      const rows = await server.strapi.db.query(uid).findMany({ select: ["status", "issueDate"] });
      expect(new Set(rows.map((row: { status: string }) => row.status))).toEqual(new Set(statuses));
      const years = new Set(rows.map((row: { issueDate: string }) => String(row.issueDate).slice(0, 4)));
      expect(years.size).toBe(2);
    }
  });

  it("keeps two quotes waiting for an answer within their validity, a sent one and a draft, to try", async () => {
    const today = todayInMorocco();
    const current = await server.strapi.db.query("api::quote.quote").findMany({
      where: { validUntil: { $gte: today }, status: { $in: ["draft", "sent"] } },
      select: ["status"],
    });
    expect(current.map((quote: { status: string }) => quote.status).sort()).toEqual(["draft", "sent"]);
  });

  it("tells the book's story: a draft, a cancelled invoice, a partial credit note, overdue invoices, an archived client, a journal that verifies", async () => {
    const invoices = await server.strapi.db
      .query("api::invoice.invoice")
      .findMany({ select: ["state", "status", "dueDate"] });
    expect(new Set(invoices.map((row: { state: string }) => row.state))).toEqual(
      new Set(["draft", "issued", "cancelled"]),
    );
    const today = todayInMorocco();
    expect(
      invoices.some((row: any) => row.state === "issued" && row.status !== "paid" && String(row.dueDate) < today),
    ).toBe(true);
    const notes = await server.strapi.db.query("api::credit-note.credit-note").findMany({ populate: ["invoice"] });
    expect(notes).toHaveLength(2);
    expect(new Set(notes.map((note: any) => note.invoice.state))).toEqual(new Set(["cancelled", "issued"]));
    expect(await server.strapi.db.query("api::client.client").count({ where: { archived: true } })).toBe(1);
    expect(await server.strapi.db.query("api::payment.payment").count()).toBeGreaterThan(20);
    const token = await signIn(server.url, ADMIN);
    const verified = await api(server.url, "GET", "/api/audit-entries/verify", { token });
    expect(verified.body.ok).toBe(true);
    expect(verified.body.count).toBeGreaterThan(100);
  });

  it("gives each invoice a note that states its own payment terms, as a new invoice gets", async () => {
    const invoices = await server.strapi.db
      .query("api::invoice.invoice")
      .findMany({ select: ["paymentTerms", "notes"] });
    expect(new Set(invoices.map((row: { paymentTerms: number }) => row.paymentTerms))).toEqual(
      new Set([0, 15, 30, 60]),
    );
    for (const { paymentTerms, notes } of invoices as Array<{ paymentTerms: number; notes: string }>) {
      expect(notes).toContain(
        paymentTerms === 0 ? "à réception de la facture" : `dans un délai de ${paymentTerms} jours`,
      );
    }
  });

  it("serves the published articles to visitors in each language", async () => {
    for (const locale of ["fr", "en", "ar"]) {
      const response = await api(server.url, "GET", `/api/articles?locale=${locale}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(6);
    }
  });

  it("lets both demo accounts sign in", async () => {
    for (const account of DEMO_ACCOUNTS) {
      await expect(signIn(server.url, account)).resolves.toMatch(/\S+/);
    }
  });
});
