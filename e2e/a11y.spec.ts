import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { apiGet, keepScreenshot, signIn, test } from './support';

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

/** Visible text set under 11 px anywhere on the page (each: the font size and the text). */
function tinyText(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('[aria-hidden="true"], svg')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 11) out.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return [...new Set(out)];
  });
}

let workspaceId = 0;
let narrativeId = 0;
test.beforeAll(async () => {
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  workspaceId = workspaces[0]!.id;
  const to = new Date().toISOString();
  const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const narratives = await apiGet<{ id: number }[]>(`/workspaces/${workspaceId}/narratives`, {
    since,
    to,
    limit: 1,
  });
  narrativeId = narratives[0]?.id ?? 0;
});

/** Every area of the desk, with what shows it has rendered its content. */
const AREAS: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'pulse',
    path: () => '/pulse',
    ready: (p) =>
      expect(p.locator('[data-testid="pulse-row"][data-ready]').first()).toBeVisible({ timeout: 30_000 }),
  },
  {
    name: 'workspaces',
    path: () => '/workspaces',
    ready: (p) => expect(p.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible(),
  },
  {
    name: 'mentions',
    path: () => `/w/${workspaceId}/mentions`,
    ready: (p) => expect(p.getByTestId('mention-row').first()).toBeVisible(),
  },
  {
    name: 'narratives',
    path: () => `/w/${workspaceId}/narratives?range=90d`,
    ready: (p) => expect(p.getByRole('heading', { name: /^Narratives/, level: 1 })).toBeVisible(),
  },
  {
    name: 'narrative',
    path: () => `/w/${workspaceId}/narratives/${narrativeId}?range=90d`,
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'charts',
    path: () => `/w/${workspaceId}/charts`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible(),
  },
  {
    name: 'locations',
    path: () => `/w/${workspaceId}/locations`,
    ready: (p) => expect(p.getByRole('table', { name: 'Places' })).toBeVisible(),
  },
  {
    name: 'map',
    path: () => `/w/${workspaceId}/map`,
    ready: (p) => expect(p.getByTestId('choropleth')).toBeVisible(),
  },
  {
    name: 'reports',
    path: () => '/reports',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'enrichments',
    path: () => '/enrichments',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'channels',
    path: () => '/channels',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

/**
 * Both schemes on one page load: the desk follows the system's scheme (Mantine's "auto"), so the
 * emulated preference flips the page to dark as it would for an analyst whose system turns dark,
 * and each area is loaded, settled and signed in to once rather than once per scheme.
 */
const SCHEMES = ['light', 'dark'] as const;

async function showScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  // Two frames: what reads the scheme in an effect (the charts' ink) has drawn again.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.use({ colorScheme: 'light' });

test('sign-in, light and dark, has no serious accessibility violations', async ({ page }) => {
  await page.goto('/sign-in?reason=expired');
  await expect(page.getByLabel('Username')).toBeVisible();
  for (const scheme of SCHEMES) {
    await showScheme(page, scheme);
    await keepScreenshot(page, `a11y-sign-in-${scheme}`);
    expect.soft(await seriousViolations(page), scheme).toEqual([]);
    expect.soft(await tinyText(page), scheme).toEqual([]);
  }
});

test('every area, light and dark, has no serious accessibility violations and no text under 11 px', async ({
  page,
}) => {
  // Eleven areas, each waited to network idle and checked in two schemes (axe takes up to half a
  // minute a page at load 18): generous for a busy machine.
  test.setTimeout(600_000);
  await signIn(page);
  for (const area of AREAS) {
    await test.step(area.name, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(area.path());
      await area.ready(page);
      await page.waitForLoadState('networkidle');
      for (const scheme of SCHEMES) {
        await showScheme(page, scheme);
        await keepScreenshot(page, `a11y-${area.name}-${scheme}`);
        expect.soft(await seriousViolations(page), `${area.name}, ${scheme}`).toEqual([]);
        expect.soft(await tinyText(page), `${area.name}, ${scheme}`).toEqual([]);
      }
    });
  }
});
