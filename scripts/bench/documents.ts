import { adminToken, benchOnCms, measure } from "./cms-instance";
import { bulkInsert } from "./bulk-data";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Issue "documents out" speed targets: a one-page invoice PDF under 100 ms
 * median over HTTP; the xlsx export of 10,000 invoices under 3 s, with the
 * cms's memory growth (it runs in this process) printed.
 */
benchOnCms(async (cms) => {
  const { ensureCompanySettings } = await import("../../cms/src/seed/company");
  await ensureCompanySettings(cms.strapi);
  console.log("Seeding 500 clients and 10,000 invoices into SQLite…");
  await bulkInsert(cms.strapi, { clients: 500, invoices: 10_000 });
  const token = await adminToken(cms.strapi, cms.url);
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const client = (
    (await (
      await fetch(`${cms.url}/api/clients`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          data: {
            name: "Coopérative Argan Souss",
            type: "sarl",
            email: "achats@argan.example.ma",
            phone: "+212 5 28 22 33 44",
            address: "12 avenue Mohammed V, Agadir",
            ice: "001122334455667",
          },
        }),
      })
    ).json()) as { data: { documentId: string } }
  ).data;
  const today = new Date().toISOString().slice(0, 10);
  const created = await fetch(`${cms.url}/api/invoices`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      data: {
        client: client.documentId,
        issueDate: today,
        dueDate: today,
        paymentTerms: 30,
        notes: "Règlement par virement bancaire à réception de facture.",
        items: Array.from({ length: 8 }, (_, i) => ({
          description: `Prestation ${i + 1} : campagne digitale et création de contenus`,
          quantity: 1 + i,
          unitPrice: 1250.5 * (i + 1),
          discount: i % 3 === 0 ? 10 : 0,
          taxRate: 20,
        })),
      },
    }),
  });
  const answer = (await created.json()) as { data: { documentId: string } | null; error?: unknown };
  if (!answer.data) throw new Error(`Invoice creation refused: ${JSON.stringify(answer.error)}`);
  const invoice = answer.data;

  const pdf = await measure(
    "One-page invoice PDF (8 lines)",
    `${cms.url}/api/invoices/${invoice.documentId}/pdf`,
    token,
    100,
  );

  const exportUrl = `${cms.url}/api/invoices/export?format=xlsx&sort=issueDate:desc`;
  const durations: number[] = [];
  let peakRss = 0;
  global.gc?.();
  const before = process.memoryUsage();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  let size = 0;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    const response = await fetch(exportUrl, { headers });
    size = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`xlsx export: HTTP ${response.status}`);
    durations.push(performance.now() - start);
  }
  clearInterval(sampler);
  const after = process.memoryUsage();
  durations.sort((a, b) => a - b);
  const median = durations[1]!;
  console.log(
    `${"xlsx export of 10,001 invoices (3 runs)".padEnd(58)} median ${(median / 1000).toFixed(2).padStart(6)} s    file ${mb(size)}`,
  );
  console.log(
    `  cms memory: rss ${mb(before.rss)} → peak ${mb(peakRss)} (growth ${mb(peakRss - before.rss)}), heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
  );

  const pdfMet = pdf.median < 100;
  const xlsxMet = median < 3000;
  console.log(
    `\nTargets: PDF median under 100 ms → ${pdfMet ? "met" : "NOT met"}; xlsx of 10,000 invoices under 3 s → ${xlsxMet ? "met" : "NOT met"}`,
  );
});
