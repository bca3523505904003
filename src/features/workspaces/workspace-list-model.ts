import type { Folder, Workspace } from '@/api/schemas';
import type { WorkspaceSort } from './workspaces-search';

/** A folder group of the list; `folderId` null is the "Unfiled" group. */
export interface WorkspaceGroup {
  key: string;
  folderId: number | null;
  title: string;
  workspaces: Workspace[];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Every whitespace-separated term must occur in the title or the query (case-insensitive). */
export function filterWorkspaces(workspaces: readonly Workspace[], search: string): Workspace[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...workspaces];
  return workspaces.filter((w) => {
    const haystack = `${w.title}\n${w.query}`.toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}

/** Title sorts A→Z; dates sort newest first (what an analyst looks for), ties by title. */
export function sortWorkspaces(workspaces: readonly Workspace[], sort: WorkspaceSort): Workspace[] {
  const byTitle = (a: Workspace, b: Workspace) => collator.compare(a.title, b.title) || a.id - b.id;
  if (sort === 'title') return [...workspaces].sort(byTitle);
  const time = (w: Workspace) => Date.parse(w[sort]) || 0;
  return [...workspaces].sort((a, b) => time(b) - time(a) || byTitle(a, b));
}

/**
 * Groups workspaces by folder: folders A→Z, then "Unfiled". The workspace's own `folder` ref
 * decides membership (it is what PUT writes). Before the folder list has loaded (`undefined`)
 * the refs make the groups; once it has, a ref to a folder no longer listed (just deleted) counts
 * as unfiled, which is what the server does with it. Empty groups are kept unless `hideEmpty`.
 */
export function groupByFolder(
  workspaces: readonly Workspace[],
  folders: readonly Folder[] | undefined,
  { hideEmpty = false }: { hideEmpty?: boolean } = {},
): WorkspaceGroup[] {
  const groups = new Map<number, WorkspaceGroup>();
  const folderGroup = (id: number, title: string) => {
    let group = groups.get(id);
    if (!group) {
      group = { key: `folder-${id}`, folderId: id, title, workspaces: [] };
      groups.set(id, group);
    }
    return group;
  };
  for (const folder of folders ?? []) folderGroup(folder.id, folder.title);
  const unfiled: WorkspaceGroup = { key: 'unfiled', folderId: null, title: 'Unfiled', workspaces: [] };
  for (const w of workspaces) {
    const ref = w.folder;
    const group = ref && (folders === undefined ? folderGroup(ref.id, ref.title) : groups.get(ref.id));
    (group ?? unfiled).workspaces.push(w);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => collator.compare(a.title, b.title) || a.key.localeCompare(b.key),
  );
  const all = [...sorted, unfiled];
  return hideEmpty ? all.filter((g) => g.workspaces.length > 0) : all;
}

/** The groups cut to their first `rows` workspaces in list order (the groups after them left out). */
export function firstRows(groups: readonly WorkspaceGroup[], rows: number): WorkspaceGroup[] {
  const cut: WorkspaceGroup[] = [];
  let left = rows;
  for (const group of groups) {
    if (left <= 0) break;
    cut.push(
      group.workspaces.length <= left ? group : { ...group, workspaces: group.workspaces.slice(0, left) },
    );
    left -= group.workspaces.length;
  }
  return cut;
}

/** Summaries are generated asynchronously: true while any workspace still has none. */
export function summariesPending(workspaces: readonly Workspace[]): boolean {
  return workspaces.length > 0 && workspaces.some((w) => w.summary.trim() === '');
}

/** True while some workspace's narrative detection is running (the list polls until it ends). */
export function narrativesProcessing(workspaces: readonly Workspace[]): boolean {
  return workspaces.some((w) => w.narrativeDetection.status === 'processing');
}

/** Folders as the workspaces name them (`folder: { id, title }`), A→Z: the list when GET /folders is missing. */
export function foldersFromWorkspaces(workspaces: readonly Workspace[]): Folder[] {
  const folders = new Map<number, Folder>();
  for (const w of workspaces) {
    if (!w.folder) continue;
    const folder = folders.get(w.folder.id) ?? { id: w.folder.id, title: w.folder.title, workspaces: [] };
    folder.workspaces.push(w.id);
    folders.set(folder.id, folder);
  }
  return [...folders.values()].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}
