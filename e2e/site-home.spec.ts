import { expect, test } from '@playwright/test';
import { SITE_URL } from './urls';

const LANGUAGES = [
  { code: 'fr', dir: 'ltr', label: 'Français' },
  { code: 'en', dir: 'ltr', label: 'English' },
  { code: 'ar', dir: 'rtl', label: 'العربية' },
] as const;

for (const language of LANGUAGES) {
  test(`the home page renders in ${language.code} with dir=${language.dir}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lng', value: language.code, url: SITE_URL }]);
    const response = await page.goto(SITE_URL);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the language switcher changes the language and keeps it across pages', async ({ page }) => {
  await page.goto(SITE_URL);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'العربية' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`${SITE_URL}/services`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('an unknown route shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto(`${SITE_URL}/cette-page/nexiste-pas`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page introuvable')).toBeVisible();
  await expect(page.getByRole('link', { name: /accueil/i }).first()).toBeVisible();
});
