import { adminToken, benchOnCms, measure } from "./cms-instance";
import { bulkInsert } from "./bulk-data";

/**
 * Issue "sales back-office" speed target: with 100,000 invoices and 5,000
 * clients in SQLite, the invoice list (25 rows, search + status filter, sorted
 * by date) and a client's financial summary, median over HTTP under 50 ms.
 */
benchOnCms(async (cms) => {
  console.log("Seeding 5,000 clients and 100,000 invoices into SQLite…");
  const started = performance.now();
  await bulkInsert(cms.strapi, { clients: 5_000, invoices: 100_000 });
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const token = await adminToken(cms.strapi, cms.url);
  const client = await cms.strapi.db.connection("clients").where({ id: 42 }).first("document_id");

  const list = (query: string) =>
    `${cms.url}/api/invoices?${query}&sort=issueDate:desc&pagination[page]=1&pagination[pageSize]=25&populate[client]=true`;
  const search = "filters[$or][0][invoiceNumber][$containsi]=atlas&filters[$or][1][client][name][$containsi]=atlas";
  const results = [
    await measure("Invoice list, 25 rows sorted by date", list(""), token),
    await measure("Invoice list + status filter", list("filters[status][$eq]=unpaid"), token),
    await measure(
      "Invoice list + search (number or client) + status filter",
      list(`${search}&filters[status][$eq]=unpaid`),
      token,
    ),
    await measure(
      "Client financial summary (client with 20 invoices)",
      `${cms.url}/api/clients/${client.document_id}/summary`,
      token,
    ),
  ];
  const worst = Math.max(...results.map((result) => result.median));
  console.log(`\nTarget: median under 50 ms. Worst median: ${worst.toFixed(1)} ms → ${worst < 50 ? "met" : "NOT met"}`);
});
