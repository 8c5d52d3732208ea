import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { mailSnapshot, waitForCode } from "./mail";
import { createInvoice } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { openSignedIn } from "./staff";

const [admin] = DEMO_ACCOUNTS;

/** An issued invoice of 1 200 DH for a seeded client, made through the API. */
async function issuedInvoice(): Promise<{ documentId: string; invoiceNumber: string }> {
  const clients = await cmsJson<{ data: Array<{ documentId: string }> }>("/api/clients?pagination[pageSize]=1", {
    token: await adminToken(),
  });
  return createInvoice({
    client: clients.data[0]!.documentId,
    paymentTerms: 0,
    items: [{ description: "Forfait réseaux sociaux", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }],
  });
}

test("an admin records a partial payment, then the balance, and a deleted payment puts the status back", async ({
  page,
}) => {
  const invoice = await issuedInvoice();
  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);
  const payments = page.getByRole("region", { name: "Paiements" });
  await expect(payments.getByText("Aucun paiement enregistré.")).toBeVisible();
  await expect(payments.getByText("1 200,00 DH")).toBeVisible();

  await payments.getByLabel("Montant (DH)").fill("400");
  await payments.getByLabel("Référence").fill("VIR-2026-118");
  await payments.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText("Paiement enregistré", { exact: true })).toBeVisible();
  await expect(page.getByText("Partiellement payée").first()).toBeVisible();
  await expect(payments.getByRole("row").filter({ hasText: "VIR-2026-118" })).toContainText("400,00 DH");
  await expect(payments.getByText("800,00 DH")).toBeVisible();

  // More than what is due: the server's message, nothing recorded.
  await payments.getByLabel("Montant (DH)").fill("900");
  await payments.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText("Le montant dépasse le reste à payer de cette facture (800,00 DH).")).toBeVisible();

  await payments.getByRole("button", { name: "Marquer comme payée" }).click();
  await expect(payments.getByText("Cette facture est entièrement réglée.")).toBeVisible();
  await expect(page.getByText("Payée", { exact: true }).first()).toBeVisible();

  const row = payments.getByRole("row").filter({ hasText: "VIR-2026-118" });
  await row.getByRole("button", { name: "Supprimer" }).click();
  const before = await mailSnapshot();
  await page.getByRole("dialog", { name: "Êtes-vous sûr ?" }).getByRole("button", { name: "Supprimer" }).click();
  const codeDialog = page.getByRole("dialog", { name: "Confirmez la suppression" });
  await codeDialog.getByLabel("Code de vérification").fill(await waitForCode(admin!.email, before));
  await codeDialog.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Paiement supprimé")).toBeVisible();
  await expect(payments.getByRole("row").filter({ hasText: "VIR-2026-118" })).toHaveCount(0);
  await expect(page.getByText("Partiellement payée").first()).toBeVisible();
  await expect(payments.getByText("400,00 DH").first()).toBeVisible();
});
