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
    const key = 'narrative-desk.workspace-form-draft';
    // Written behind the store's back, then announced as another writer would (a storage event).
    const write = (text: string) => {
      sessionStorage.setItem(key, text);
      window.dispatchEvent(new StorageEvent('storage', { key }));
    };
    write('{not json');
    expect(loadDraft()).toBeNull();
    write(JSON.stringify({ target: { kind: 'x' } }));
    expect(loadDraft()).toBeNull();
    write(JSON.stringify(draft));
    expect(loadDraft()).toEqual(draft);
  });
});
