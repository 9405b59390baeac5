import { type APIRequestContext, expect, type Page } from '@playwright/test';

// The sandbox's test clock is one for the whole server: every member's time moves with it. Specs
// that use these helpers run on a server of their own, one test at a time (see the config).

const DAY_MS = 86_400_000;

/** "November 24, 2027": how the portal and the e-mails write a date (in UTC). */
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** What the sandbox's clock reads now. */
export async function sandboxNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/v1/sandbox/clock');
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the clock through the API, as a script would; answers once renewals and notices have run. */
export async function advanceClock(request: APIRequestContext, days: number): Promise<Date> {
  const res = await request.post('/api/v1/sandbox/clock/advance', { data: { days } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/**
 * Moves the clock by hand, from the signed-in member's billing page: "Manage Billing" opens the
 * sandbox's billing portal in a new tab, whose Test clock section bills what came due and runs the
 * club's notices before the page comes back. Closes the tab; answers the clock's new time.
 */
export async function advanceClockInPortal(page: Page, days: number): Promise<Date> {
  const before = await sandboxNow(page.request);
  await page.goto('/billing');
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Manage Billing/ }).click();
  const portal = await opening;
  const clock = portal.getByText("The sandbox's clock reads");
  await expect(clock).toContainText(longDate(before));

  await portal.getByLabel('Days to advance the clock').fill(String(days));
  await portal.getByRole('button', { name: 'Advance the clock' }).click();
  const after = new Date(before.getTime() + days * DAY_MS);
  await expect(clock).toContainText(longDate(after));
  await portal.close();
  return after;
}
