import type { Folder, Workspace } from '@/api/schemas';
import {
  filterWorkspaces,
  foldersFromWorkspaces,
  firstRows,
  groupByFolder,
  narrativesProcessing,
  sortWorkspaces,
  summariesPending,
  type WorkspaceGroup,
} from './workspace-list-model';
import { WorkspacesSearchSchema } from './workspaces-search';

function ws(id: number, over: Partial<Workspace> = {}): Workspace {
  return {
    id,
    title: `W${id}`,
    owner: 'demo',
    query: 'q',
    channels: ['news'],
    narrativeDetection: { status: 'ready' },
    created: '2026-11-01T00:00:00Z',
    modified: '2026-11-01T00:00:00Z',
    folder: null,
    summary: '',
    ...over,
  };
}
const folder = (id: number, title: string): Folder => ({ id, title, workspaces: [] });

describe('filterWorkspaces', () => {
  const list = [
    ws(1, { title: 'Election misinformation', query: 'vote AND fraud' }),
    ws(2, { title: 'Climate', query: 'title:"heat wave" OR drought' }),
  ];
  it('matches title or query text, case-insensitively, every term', () => {
    expect(filterWorkspaces(list, 'ELECTION').map((w) => w.id)).toEqual([1]);
    expect(filterWorkspaces(list, 'heat wave').map((w) => w.id)).toEqual([2]);
    expect(filterWorkspaces(list, 'climate fraud')).toEqual([]);
  });
  it('returns everything for a blank search', () => {
    expect(filterWorkspaces(list, '   ')).toHaveLength(2);
  });
});

describe('sortWorkspaces', () => {
  const list = [
    ws(1, { title: 'beta', created: '2026-01-03T00:00:00Z', modified: '2026-01-01T00:00:00Z' }),
    ws(2, { title: 'Alpha', created: '2026-01-01T00:00:00Z', modified: '2026-01-05T00:00:00Z' }),
    ws(3, { title: 'alpha 10', created: '2026-01-02T00:00:00Z', modified: '2026-01-02T00:00:00Z' }),
  ];
  it('sorts titles A to Z ignoring case', () => {
    expect(sortWorkspaces(list, 'title').map((w) => w.id)).toEqual([2, 3, 1]);
  });
  it('sorts dates newest first', () => {
    expect(sortWorkspaces(list, 'modified').map((w) => w.id)).toEqual([2, 3, 1]);
    expect(sortWorkspaces(list, 'created').map((w) => w.id)).toEqual([1, 3, 2]);
  });
  it('does not mutate its input', () => {
    sortWorkspaces(list, 'title');
    expect(list.map((w) => w.id)).toEqual([1, 2, 3]);
  });
});

describe('groupByFolder', () => {
  const folders = [folder(2, 'Zeta'), folder(1, 'alpha'), folder(3, 'Empty')];
  // Workspace 4 points at folder 9, which the folder list no longer has.
  const list = [
    ws(1, { folder: { id: 2, title: 'Zeta' } }),
    ws(2),
    ws(3, { folder: { id: 1, title: 'alpha' } }),
    ws(4, { folder: { id: 9, title: 'Not listed yet' } }),
  ];
  it('orders folders A to Z with Unfiled last, keeping empty folders', () => {
    const groups = groupByFolder(list, folders);
    expect(groups.map((g) => g.title)).toEqual(['alpha', 'Empty', 'Zeta', 'Unfiled']);
    expect(groups.find((g) => g.folderId === 3)?.workspaces).toEqual([]);
  });
  it('treats a ref to a folder no longer listed (just deleted) as unfiled', () => {
    const groups = groupByFolder(list, folders);
    expect(groups.find((g) => g.folderId === null)?.workspaces.map((w) => w.id)).toEqual([2, 4]);
  });
  it('groups by the refs alone before the folder list has loaded', () => {
    const groups = groupByFolder(list, undefined);
    expect(groups.map((g) => g.title)).toEqual(['alpha', 'Not listed yet', 'Zeta', 'Unfiled']);
  });
  it('hides empty groups (Unfiled too) when asked', () => {
    const groups = groupByFolder([list[0]!], folders, { hideEmpty: true });
    expect(groups.map((g) => g.folderId)).toEqual([2]);
  });
  it('keeps the given order inside a group', () => {
    const a = ws(5, { folder: { id: 1, title: 'alpha' } });
    const groups = groupByFolder([a, list[2]!], folders);
    expect(groups[0]!.workspaces.map((w) => w.id)).toEqual([5, 3]);
  });
});

describe('status helpers', () => {
  it('summariesPending is true while any summary is empty', () => {
    expect(summariesPending([ws(1, { summary: 'x' }), ws(2)])).toBe(true);
    expect(summariesPending([ws(1, { summary: 'x' })])).toBe(false);
    expect(summariesPending([])).toBe(false);
  });
  it('narrativesProcessing is true only for processing', () => {
    expect(narrativesProcessing([ws(1, { narrativeDetection: { status: 'new' } })])).toBe(false);
    expect(narrativesProcessing([ws(1, { narrativeDetection: { status: 'processing' } })])).toBe(true);
  });
});

describe('WorkspacesSearchSchema', () => {
  it('keeps valid values and drops invalid ones', () => {
    expect(WorkspacesSearchSchema.parse({ q: 'x', sort: 'created', summaries: 1 })).toEqual({
      q: 'x',
      sort: 'created',
      summaries: 1,
    });
    expect(WorkspacesSearchSchema.parse({ sort: 'size', summaries: 'yes' })).toEqual({});
  });
});

describe('foldersFromWorkspaces (a service without GET /folders)', () => {
  it('lists the folders the workspaces name, A→Z, each with its members, and groups by them', () => {
    const list = [
      ws(1, { folder: { id: 7, title: 'Policy' } }),
      ws(2),
      ws(3, { folder: { id: 4, title: 'Energy' } }),
      ws(4, { folder: { id: 7, title: 'Policy' } }),
    ];
    const folders = foldersFromWorkspaces(list);
    expect(folders).toEqual([
      { id: 4, title: 'Energy', workspaces: [3] },
      { id: 7, title: 'Policy', workspaces: [1, 4] },
    ]);
    expect(groupByFolder(list, folders).map((g) => [g.title, g.workspaces.map((w) => w.id)])).toEqual([
      ['Energy', [3]],
      ['Policy', [1, 4]],
      ['Unfiled', [2]],
    ]);
  });
});

describe('firstRows', () => {
  const ws = (id: number) => ({ id }) as unknown as Workspace;
  const group = (key: string, ids: number[]): WorkspaceGroup => ({
    key,
    folderId: null,
    title: key,
    workspaces: ids.map(ws),
  });
  const shape = (groups: WorkspaceGroup[]) => groups.map((g) => [g.key, g.workspaces.map((w) => w.id)]);

  it('keeps the first rows in list order, across groups, cutting the group they end in', () => {
    const groups = [group('a', [1, 2]), group('empty', []), group('b', [3, 4, 5]), group('c', [6])];
    expect(shape(firstRows(groups, 4))).toEqual([
      ['a', [1, 2]],
      ['empty', []],
      ['b', [3, 4]],
    ]);
  });

  it('is the whole list when it is short enough, and leaves the groups it was given unchanged', () => {
    const groups = [group('a', [1]), group('b', [2, 3])];
    expect(firstRows(groups, 4)).toEqual(groups);
    firstRows(groups, 2);
    expect(shape(groups)).toEqual([
      ['a', [1]],
      ['b', [2, 3]],
    ]);
  });
});
