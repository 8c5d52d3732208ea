import { adminToken, benchOnCms, measure } from "./cms-instance";
import { bulkInsert } from "./bulk-data";

/**
 * Issue "communication back-office" speed target: GET /api/tableux under 50 ms
 * median with 100,000 invoices, 20,000 quotes and 20,000 delivery notes in SQLite.
 */
benchOnCms(async (cms) => {
  console.log("Seeding 5,000 clients, 100,000 invoices, 20,000 quotes and 20,000 delivery notes into SQLite…");
  await bulkInsert(cms.strapi, { clients: 5_000, invoices: 100_000, quotes: 20_000, deliveries: 20_000 });
  const token = await adminToken(cms.strapi, cms.url);
  const result = await measure("Dashboard summary GET /api/tableux", `${cms.url}/api/tableux`, token);
  console.log(`\nTarget: median under 50 ms → ${result.median < 50 ? "met" : "NOT met"}`);
});
