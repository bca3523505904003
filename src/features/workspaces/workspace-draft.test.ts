// @vitest-environment jsdom
import { clearDraft, loadDraft, saveDraft, type WorkspaceDraft } from './workspace-draft';

const draft: WorkspaceDraft = {
  target: { kind: 'edit', workspaceId: 4 },
  values: { title: 'T', query: 'a OR b', channels: ['news'], folderId: '2' },
};

describe('workspace draft storage', () => {
  beforeEach(() => sessionStorage.clear());
  it('round-trips a draft through sessionStorage', () => {
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
  it('ignores corrupt or foreign content', () => {
    sessionStorage.setItem('narrative-desk.workspace-form-draft', '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem('narrative-desk.workspace-form-draft', JSON.stringify({ target: { kind: 'x' } }));
    expect(loadDraft()).toBeNull();
  });
});
