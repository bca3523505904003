import { expect } from '@playwright/test';
import { ISO_639_1 } from '../src/filters/iso-languages';
import { languageName } from '../src/lib/labels';
import { areaUrl, signIn, test } from './support';
import { apiCount, apiGet, expectCount, pillOf, setUpApi, WINDOW } from './filtering-support';

/**
 * Acting on a value where it is shown: "filter for / filter out" in the mention detail. The
 * counts are the API's own answers to the question the pill states.
 */
let workspaceId = 0;

type Mention = { id: number; author?: string | null; language?: string | null };

test.beforeEach(async ({ page, request }) => {
  workspaceId = await setUpApi(request);
  await signIn(page);
});

test('the mention detail filters for an author, explains why not out, and filters out a language', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const all = await apiCount();
  const first = await apiGet<Mention[]>(`/workspaces/${workspaceId}/mentions`, { ...WINDOW, limit: 50 });
  const index = first.findIndex((m) => m.author && m.language && ISO_639_1.includes(m.language));
  expect(index).toBeGreaterThanOrEqual(0);
  const m = first[index]!;
  const author = m.author!;
  const language = m.language!;
  const byAuthor = await apiCount({ authors: [author] });
  const notLanguage = await apiCount({ languages: ISO_639_1.filter((l) => l !== language) });
  const ofLanguage = await apiCount({ languages: [language] });
  expect(ofLanguage).toBeGreaterThan(0);

  const url = areaUrl(workspaceId, 'mentions', WINDOW);
  await page.goto(url);
  const rows = page.getByTestId('mention-row');
  await rows.nth(index).click();
  const detail = page.getByTestId('mention-detail');
  await expect(detail).toBeVisible();

  // An author cannot be left out through the API: said plainly, not offered.
  await detail.getByRole('button', { name: `Filter by author ${author}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Filter out this author' })).toBeDisabled();
  await expect(page.getByTestId('filter-out-gap')).toContainText('The API cannot leave out an author');
  await page.getByRole('menuitem', { name: 'Filter for this author' }).click();
  await expect(pillOf(page, 'authors')).toHaveText(`Author is ${author}`);
  await expectCount(page, byAuthor);

  // A language can: left out by its complement, the count the API's for every other language.
  await page.goto(url);
  await rows.nth(index).click();
  await detail.getByRole('button', { name: `Filter by language ${languageName(language)}` }).click();
  await page.getByRole('menuitem', { name: 'Filter out this language' }).click();
  await expect(pillOf(page, 'languages')).toHaveText(`Language is not ${languageName(language)}`);
  await expectCount(page, notLanguage);
  // It drops by at least the language's own count (mentions without a language go as well).
  expect(notLanguage).toBeLessThanOrEqual(all - ofLanguage);
});
