// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureClient } from '@/api/client';
import type { Folder } from '@/api/schemas';
import { renderWithProviders } from '@/test/render';
import { FolderDialog } from './folder-dialog';
import { WorkspaceForm } from './workspace-form';
import { emptyWorkspaceForm } from './workspace-form-model';

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});
afterEach(() => vi.unstubAllGlobals());

const folders: Folder[] = [{ id: 1, title: 'Elections', workspaces: [] }];

describe('WorkspaceForm', () => {
  it('checks the query as it is typed, with the position, and sends nothing while it is broken', async () => {
    const submitted: unknown[] = [];
    await renderWithProviders(
      <WorkspaceForm
        initialValues={emptyWorkspaceForm()}
        folders={folders}
        errors={{}}
        submitLabel="Create workspace"
        submitting={false}
        onChange={() => undefined}
        onSubmit={(v) => submitted.push(v)}
        onCancel={() => undefined}
      />,
    );
    const query = await screen.findByRole('textbox', { name: /Query/ });
    await userEvent.type(query, 'port AND (strike');
    expect(await screen.findByText(/Query syntax: .*character/)).toBeInTheDocument();
    expect(query).toHaveAttribute('aria-invalid', 'true');
    // The token preview underlines where the parser stopped.
    expect(screen.getByTestId('expression-tokens').querySelector('[class*="error"]')).not.toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Strikes');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(submitted).toEqual([]);
    await userEvent.type(query, ')');
    expect(screen.queryByText(/Query syntax/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(submitted).toHaveLength(1);
  });

  it('limits the title to what the API accepts and counts it', async () => {
    await renderWithProviders(
      <WorkspaceForm
        initialValues={{ ...emptyWorkspaceForm(), title: 'Ports' }}
        folders={folders}
        errors={{}}
        submitLabel="Save"
        submitting={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('maxLength', '255');
    expect(screen.getByText('5 / 255 characters')).toBeInTheDocument();
  });
});

describe('FolderDialog', () => {
  beforeEach(() => configureClient({ baseUrl: '/api', getToken: () => 'token' }));

  it('refuses a name the team already has, whatever its case, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(
      <FolderDialog target={{ kind: 'create' }} folders={folders} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), ' ELECTIONS ');
    expect(within(dialog).getByText(/already have a folder named “Elections”/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s answer under "Folder name" in that field’s words', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: { status: 409, code: 'conflict', message: 'title must be unique', param: 'title' },
          }),
          { status: 409 },
        ),
    );
    await renderWithProviders(
      <FolderDialog target={{ kind: 'create' }} folders={folders} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Markets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Folder name must be unique')).toBeInTheDocument();
  });
});
