import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

const ROUTES = [
  '/',
  '/drug-pricing',
  '/faq',
  '/register',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/partners',
  '/auth/error',
  '/pass-expired',
  '/drugs/atorvastatin',
];
// Spanish words run longer than English ones (the 30/90-day toggle's did not fit): both languages.
const IN_BOTH_LANGUAGES = ROUTES.flatMap((route) => [route, route === '/' ? '/es/' : `/es${route}`]);

test.describe('at 360 px wide', () => {
  for (const route of IN_BOTH_LANGUAGES) {
    test(`${route} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the savings card fits its section, its title whole, in English and in Spanish', async ({ page }) => {
    await becomePayingMemberThroughApi(page, 'Narrow Card');
    // Profile left incomplete: the card shows both its badges (PRIMARY, INACTIVE), its widest top line.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const [path, title] of [
      ['/dashboard', 'Individual Member Card'],
      ['/es/dashboard', 'Tarjeta de miembro Individual'],
    ] as const) {
      await page.goto(path);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(card).toBeVisible();
      const fit = await card.evaluate((article) => {
        const section = article.closest('section') as HTMLElement;
        const padding = Number.parseFloat(getComputedStyle(section).paddingRight);
        const heading = article.querySelector('h3') as HTMLElement;
        return {
          overhang: article.getBoundingClientRect().right - (section.getBoundingClientRect().right - padding),
          titleCut: heading.scrollWidth > heading.clientWidth,
        };
      });
      expect(fit, path).toEqual({ overhang: expect.any(Number), titleCut: false });
      expect(fit.overhang, path).toBeLessThanOrEqual(0);
    }
  });

  test('a family member’s card keeps its badges and buttons inside it, in English and in Spanish', async ({ page }) => {
    await becomePayingMemberThroughApi(page, 'Narrow Family', 'Family', { completeProfile: true });
    const token = await page.evaluate(() => window.localStorage.getItem('arx.auth_token'));
    // A pet whose profile is not complete: its card shows "Complete Profile", the widest row.
    const added = await page.request.post('/api/v1/memberships', {
      headers: { authorization: `Bearer ${token}` },
      data: { membership: { display_name: 'Luna', person_code: 4, species: 'cat' } },
    });
    expect(added.ok(), await added.text()).toBe(true);
    for (const path of ['/dashboard', '/es/dashboard']) {
      await page.goto(path);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByText('Luna', { exact: true }) })
        .first();
      await expect(card).toBeVisible();
      const overhang = await card.evaluate((item) => {
        const right = item.getBoundingClientRect().right;
        return Math.max(...Array.from(item.querySelectorAll('*'), (e) => e.getBoundingClientRect().right - right));
      });
      expect(overhang, path).toBeLessThanOrEqual(0);
    }
  });

  test('the estimator shows cards instead of the table, and the mobile menu works', async ({ page }) => {
    await page.goto('/drug-pricing?search=metformin');
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByText('Metformin').filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
