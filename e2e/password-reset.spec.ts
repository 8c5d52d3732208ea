import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { mailSnapshot, waitForCode } from "./mail";
import { createStaffAccount, signIn } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

test("forgot password → code read from the mail → new password → sign-in", async ({ page }) => {
  const account = {
    name: "Oubli Test",
    email: `oubli.${Date.now()}@agence.ma`,
    password: "AncienMotDePasse1",
    role: "Écrivain",
  };
  await createStaffAccount(admin!, account);

  await page.goto(`${ADMIN_URL}/login`);
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByText("Veuillez saisir une adresse e-mail valide.")).toBeVisible();

  const before = await mailSnapshot();
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByText("Code envoyé à votre e-mail !")).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verification$/);
  const code = await waitForCode(account.email, before);

  // Pasting six digits into the first box fills all six.
  await page.getByLabel("Chiffre 1").focus();
  await page.evaluate((digits) => {
    const data = new DataTransfer();
    data.setData("text/plain", digits);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(page.getByLabel("Chiffre 6")).toHaveValue(code[5]!);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Vérification réussie !")).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("NouveauMotDePasse1");
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill("AutreChose123");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill("NouveauMotDePasse1");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByText("Mot de passe réinitialisé avec succès !")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await signIn(page, account.email, "NouveauMotDePasse1");
  await expect(page).toHaveURL(/\/messages$/);
});

test("the reset page without an e-mail carried over sends back to /forgot-password", async ({ page }) => {
  await page.goto(`${ADMIN_URL}/reset-password`);
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("typing in the code boxes moves forward, backspace moves back", async ({ page }) => {
  await page.goto(`${ADMIN_URL}/forgot-password`);
  const before = await mailSnapshot();
  await page.getByLabel("Adresse e-mail").fill(admin!.email);
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await waitForCode(admin!.email, before);
  await page.getByLabel("Chiffre 1").click();
  await page.keyboard.type("12");
  await expect(page.getByLabel("Chiffre 3")).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(page.getByLabel("Chiffre 2")).toBeFocused();
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Veuillez saisir le code à 6 chiffres.")).toBeVisible();
});
