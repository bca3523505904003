import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { runStamp, signIn, test } from './support';

const RUN = runStamp();

/**
 * The workspaces journey against the real reference server: folder and workspace create, edit
 * (with a malformed query caught as it is typed), move by menu and by drag and drop,
 * delete both, sign out. Names carry the file's run stamp so specs on the same data never clash.
 */
const ARTIFACTS = 'e2e-artifacts';
const draftFolderName = `E2E draft folder ${RUN}`;
const folderName = `E2E folder ${RUN}`;
const title = `E2E ports ${RUN}`;
const renamed = `E2E ports and docks ${RUN}`;

const group = (page: Page, name: string) => page.getByRole('region', { name: `Folder ${name}` });
const row = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name }) });

/** Lets running CSS transitions end (a folder collapsing, the shell's overlay). */
const transitionsDone = (page: Page) =>
  // A transition cancelled by the next one rejects `finished` (AbortError): it is over all the same.
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/** Resolves once the element has stopped moving: two reads of its box 100 ms apart agree. */
async function whenStill(locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await locator.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

async function screenshots(page: Page) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let the save confirmations close on their own so they do not cover the header.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(group(page, folderName)).toBeVisible();
      // A resize or scheme switch starts CSS transitions (the shell's overlay): let them end.
      await transitionsDone(page);
      await page.screenshot({ path: `${ARTIFACTS}/workspaces-${scheme}-${w}x${h}.png` });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('workspaces and folders: create, edit, move, delete, sign out', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/workspaces');
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();

  // A folder.
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill(draftFolderName);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(group(page, draftFolderName)).toBeVisible();
  await page.getByRole('button', { name: `Folder actions for ${draftFolderName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename folder' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' });
  await rename.getByLabel('Folder name').fill(folderName);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(group(page, folderName)).toBeVisible();
  await expect(group(page, draftFolderName)).toHaveCount(0);

  // A workspace in it.
  await page.getByRole('button', { name: 'New workspace' }).click();
  const create = page.getByRole('dialog', { name: 'New workspace' });
  await create.getByRole('textbox', { name: 'Title' }).fill(title);
  await create.getByRole('textbox', { name: 'Query' }).fill('port AND strike');
  await create.getByRole('checkbox', { name: 'YouTube' }).uncheck();
  await create.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: folderName }).click();
  await create.getByRole('button', { name: 'Create workspace' }).click();
  await expect(create).toBeHidden();
  const created = row(group(page, folderName), title);
  await expect(created).toBeVisible();
  await expect(created.getByText('port AND strike')).toBeVisible();
  await expect(created.getByText('YouTube')).toHaveCount(0);

  // Edit: a malformed query is flagged as it is typed, with where (the mention search box's parser),
  // and nothing is sent while it stands.
  await openRowMenu(page, title);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit workspace' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(edit.getByText(`${title.length} / 255 characters`)).toBeVisible();
  const query = edit.getByRole('textbox', { name: 'Query' });
  await query.fill('port AND (strike');
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByText(/^Query syntax: .*character \d+/)).toBeVisible();
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeVisible();
  expect(puts).toEqual([]);
  await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await query.fill('port AND (strike OR walkout)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(group(page, folderName), renamed).getByText('port AND (strike OR walkout)')).toBeVisible();

  // Search is in the URL and narrows the list.
  await page.getByRole('textbox', { name: 'Search' }).fill(RUN);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('region')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search' }).click();

  // Summaries are requested on demand and shown when they arrive.
  await page.getByRole('switch', { name: 'Show summaries' }).click();
  await expect(page).toHaveURL(/[?&]summaries=1/);
  await expect(row(group(page, folderName), renamed).getByText(/mentions/i)).toBeVisible();

  await screenshots(page);
  await page.getByRole('switch', { name: 'Show summaries' }).click();
  await expect(page).not.toHaveURL(/summaries=1/);

  // Move out by the row menu (the keyboard path), back in by drag and drop.
  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Move to Unfiled' }).click();
  await expect(row(group(page, 'Unfiled'), renamed)).toBeVisible();
  await expect(row(group(page, folderName), renamed)).toHaveCount(0);
  // Playwright cannot scroll during a native drag: collapse the other folders (as a user would)
  // and use a tall window so source and target share the screen.
  await page.setViewportSize({ width: 1440, height: 1800 });
  const keep = [`Folder ${folderName}`, 'Folder Unfiled'];
  for (const region of await page.getByRole('region').all()) {
    if (!keep.includes((await region.getAttribute('aria-label')) ?? '')) {
      await region.getByRole('button', { expanded: true }).click();
      await expect(region.getByRole('listitem').first()).toBeHidden();
    }
  }
  // A drag aimed while the folders above still collapse lands on the wrong row: wait for stillness.
  const source = row(group(page, 'Unfiled'), renamed);
  const target = group(page, folderName).getByRole('heading', { name: folderName });
  await transitionsDone(page);
  await whenStill(source);
  await whenStill(target);
  await source.dragTo(target);
  await expect(row(group(page, folderName), renamed)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  // The move is saved, not only shown: it survives a reload.
  await page.reload();
  await expect(row(group(page, folderName), renamed)).toBeVisible();

  // Delete the workspace, then the folder.
  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmWs = page.getByRole('dialog', { name: 'Delete workspace' });
  await expect(confirmWs).toContainText(renamed);
  await confirmWs.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);

  await page.getByRole('button', { name: `Folder actions for ${folderName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete folder' }).click();
  const confirmFolder = page.getByRole('dialog', { name: 'Delete folder' });
  await expect(confirmFolder).toContainText(folderName);
  await expect(confirmFolder).toContainText('It holds no workspaces.');
  await confirmFolder.getByRole('button', { name: 'Delete folder' }).click();
  await expect(group(page, folderName)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await expect(group(page, folderName)).toHaveCount(0);

  // Sign out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});
