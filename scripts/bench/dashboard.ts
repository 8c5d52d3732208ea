import { adminToken, benchOnCms, measure } from "./cms-instance";
import { bulkInsert } from "./bulk-data";

/**
 * Speed targets on 100,000 invoices (half of them paid), 20,000 quotes and
 * 20,000 delivery notes in SQLite: GET /api/tableux under 50 ms median (issue
 * "communication back-office"), the ageing report under 200 ms (issue #15).
 */
benchOnCms(async (cms) => {
  console.log("Seeding 5,000 clients, 100,000 invoices, 20,000 quotes and 20,000 delivery notes…");
  await bulkInsert(cms.strapi, {
    clients: 5_000,
    invoices: 100_000,
    quotes: 20_000,
    deliveries: 20_000,
    payments: true,
  });
  const token = await adminToken(cms.strapi, cms.url);
  const result = await measure("Dashboard summary GET /api/tableux", `${cms.url}/api/tableux`, token);
  console.log(`\nTarget: median under 50 ms → ${result.median < 50 ? "met" : "NOT met"}`);
  const ageing = await measure(
    "Ageing report GET /api/reports/ageing",
    `${cms.url}/api/reports/ageing?date=2026-06-30`,
    token,
  );
  console.log(`\nTarget: median under 200 ms → ${ageing.median < 200 ? "met" : "NOT met"}`);
});
