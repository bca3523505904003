// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomEnrichment } from '@/api/schemas';
import { renderWithProviders } from '@/test/render';
import { EnrichmentFormDialog } from './enrichment-form-dialog';

type Call = { method: string; path: string; body: unknown };

/** The real transport against a fetch stub: PUT/POST answer as given, every call recorded. */
function stubApi(answer: (method: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: new URL(input, 'http://test').pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return method === 'GET' ? new Response('[]', { status: 200 }) : answer(method);
  });
  return calls;
}

const verdict: CustomEnrichment = {
  enrichment_id: 7,
  name: 'Verdict',
  type: 'categorical',
  constraints: { enum: ['Substantiated', 'Unsubstantiated'] },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('EnrichmentFormDialog', () => {
  it('asks before removing an option in use, and sends the full list only after confirming', async () => {
    const calls = stubApi(() => json(200, { ...verdict, constraints: { enum: ['Substantiated'] } }));
    const onClose = vi.fn();
    await renderWithProviders(
      <EnrichmentFormDialog
        existing={[verdict]}
        editing={verdict}
        usage={new Map([['Unsubstantiated', 12]])}
        usageNote="in all 2 workspaces, all time"
        usageCaveat="A mention matched by several workspaces counts once in each of them."
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Options' }));
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('removed-options')).toHaveTextContent(
      'Unsubstantiated (12 mentions in all 2 workspaces, all time)',
    );
    expect(screen.getByTestId('removed-options')).toHaveTextContent('counts once in each of them');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove options that are in use?' });
    expect(confirm).toHaveTextContent('“Unsubstantiated” (12 mentions in all 2 workspaces, all time)');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove and save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/customEnrichments/7',
      body: { name: 'Verdict', constraints: { enum: ['Substantiated'] } },
    });
  });

  it("shows the server's 409 on the name field and stays open", async () => {
    stubApi(() =>
      json(409, {
        error: {
          status: 409,
          code: 'conflict',
          message: 'a custom enrichment named "verdict" already exists',
        },
      }),
    );
    const onClose = vi.fn();
    await renderWithProviders(<EnrichmentFormDialog existing={[]} usageNote="" onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'verdict');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('a custom enrichment named "verdict" already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a duplicate name (other case) before sending anything', async () => {
    const calls = stubApi(() => json(500, {}));
    await renderWithProviders(<EnrichmentFormDialog existing={[verdict]} usageNote="" onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'VERDICT');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(/already exists \(names are compared case-insensitively\)/),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
