import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { keepScreenshot, signIn, test } from './support';

/** Serious and critical WCAG 2.1 A/AA violations, summarised so a failure names what and where. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary}`),
    }));
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('sign-in has no serious accessibility violations', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByLabel('Username')).toBeVisible();
      await keepScreenshot(page, `a11y-sign-in-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('workspaces has no serious accessibility violations', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, `a11y-workspaces-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
