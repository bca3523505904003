import { expect, type Page } from '@playwright/test';
import { SESSION_KEY, apiGet, apiToken, signIn, test } from './support';

async function storedSession(page: Page) {
  return page.evaluate(
    (key) => ({ session: sessionStorage.getItem(key), local: localStorage.getItem(key) }),
    SESSION_KEY,
  );
}

/** A well-formed JWT the server did not sign: far-future expiry, wrong signature. */
function forgedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'demo', team: 1, exp: 4_102_444_800 })}.${'x'.repeat(43)}`;
}

test('sign in, see workspaces, sign out clears the session and the cached data', async ({ page }) => {
  const [first] = await apiGet<{ title: string }[]>('/workspaces');
  expect(first).toBeDefined();

  await page.goto('/workspaces');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fworkspaces/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel(/^Password/).fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');

  await page.getByLabel(/^Password/).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByText(first!.title, { exact: true }).first()).toBeVisible();
  const signedIn = await storedSession(page);
  expect(signedIn.session).toContain('"token"');
  expect(signedIn.local).toBeNull();
  expect(page.url()).not.toContain('token');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await storedSession(page)).toEqual({ session: null, local: null });

  // Back does not bring the data back: the guard sends the visitor to sign-in again.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText(first!.title, { exact: true })).toHaveCount(0);
});

test('"remember me" keeps the session in localStorage for a new tab', async ({ page, context }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel(/^Password/).fill('demo');
  await page.getByLabel('Remember me on this device').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Without a page to return to, sign-in lands on the pulse.
  await expect(page).toHaveURL(/\/pulse/);
  expect((await storedSession(page)).local).toContain('"token"');

  const other = await context.newPage();
  await other.goto('/workspaces');
  await expect(other.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
});

test('a pasted token signs in', async ({ page, request }) => {
  const token = await apiToken(request);
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'With a token' }).click();
  await page.getByLabel('Access token').fill('not-a-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('rejected');
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pulse', level: 1 })).toBeVisible();
});

test('a 401 mid-session returns to sign-in, then to the same page with its search params', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/workspaces?q=climate&range=7d&tz=utc');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('climate');

  // The server stops accepting the token (as when it is revoked): every request now answers 401.
  await page.evaluate(
    ([key, token]) => sessionStorage.setItem(key, JSON.stringify({ token, baseUrl: '/api' })),
    [SESSION_KEY, forgedToken()] as const,
  );
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toContain('/workspaces?');
  expect(redirect).toContain('q=climate');

  await page.getByLabel('Username').fill('demo');
  await page.getByLabel(/^Password/).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/workspaces\?/);
  const back = new URL(page.url()).searchParams;
  expect(Object.fromEntries(back)).toMatchObject({ q: 'climate', range: '7d', tz: 'utc' });
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('climate');
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('7d');
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to workspaces' }).click();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  // A workspace id that is not a positive integer is refused by the workspace layout route.
  await page.goto('/w/abc/mentions');
  await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
});

test('a Ctrl+click on a workspace opens it signed in, in a new tab, without the token in a URL or localStorage', async ({
  page,
  context,
}) => {
  await signIn(page);
  const [first] = await apiGet<{ id: number; title: string }[]>('/workspaces');
  const link = page.getByRole('link', { name: first!.title, exact: true }).first();
  await expect(link).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/w/${first!.id}/mentions`));
  await expect(tab.getByRole('heading', { name: new RegExp(`^Mentions · ${first!.title}`) })).toBeVisible();
  const stored = await storedSession(tab);
  expect(stored.session).toContain('"token"');
  expect(stored.local).toBeNull();
  expect(tab.url()).not.toContain('token');
  // The first tab is still signed in, and its new tab asked it rather than a shared store.
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
});

test('a new tab with no signed-in tab open shows sign-in', async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto('/workspaces');
  await expect(tab).toHaveURL(/\/sign-in\?redirect=%2Fworkspaces/);
  await context.close();
});
