import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility spec's check, for journeys that scan a page in a state only they reach (an
 * open dialog, a list with rows): WCAG 2.1 A and AA, each violation named with where it is.
 */
export async function expectNoAxeViolations(page: Page) {
  // Colours read mid-transition are neither the old nor the new ones: a button fading from its
  // disabled grey to the brand colour once a list has loaded failed the contrast rule for a moment.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
