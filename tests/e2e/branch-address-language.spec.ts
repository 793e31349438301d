/**
 * A branch's address in the page's language (issue 29: Uzbek-Latin branch addresses on Russian
 * pages): the burger gives its branches' addresses in Russian and English besides the Uzbek one,
 * and each page shows the one in its language, on the server-rendered branches page as once live.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

const CHILONZOR = {
  uz: "Chilonzor tumani, Bunyodkor shoh ko'chasi, 12",
  ru: 'Чиланзарский район, проспект Бунёдкор, 12',
  en: 'Chilonzor district, Bunyodkor avenue, 12',
};

for (const lang of ['ru', 'uz', 'en'] as const) {
  test(`burger /${lang}/branches: the branch address is written in ${lang}`, async ({ page }) => {
    await page.goto(tenantUrl('burger', `/${lang}/branches?tab=list`));
    const card = page.locator('.branch-card', { hasText: CHILONZOR[lang] });
    await expect(card).toBeVisible();
    if (lang !== 'uz') await expect(page.getByText(CHILONZOR.uz)).toHaveCount(0);
  });
}
