import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { deskCollection, type DeskConflict, type DeskEvents, type KindSpec } from '@/api/desk-collection';
import { deskQueries } from '@/api/desk-queries';
import { deskState, type DeskConnection, type DeskState, type ItemStore } from '@/api/desk-state';
import { unionStore } from '@/api/desk-union';
import type { MoveItem } from '@/api/desk-move';
import type { Artefact, DeskMe } from '@/api/schemas/desk';
import { browserViews } from '@/hooks/use-saved-views';
import { browserReports } from '@/analysis/reports/use-reports';
import { ANNOTATIONS_KEY_PREFIX, browserAnnotations } from '@/analysis/annotations/annotation-store';
import { annotationKind, reportKind, viewKind } from './desk-kinds';

/** Conflicts waiting for the analyst's choice (the desk host shows the first). */
function conflictQueue() {
  let list: readonly DeskConflict[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly DeskConflict[]) => {
    list = next;
    listeners.forEach((l) => l());
  };
  return {
    get: () => list,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    add: (c: DeskConflict) => set([...list, c]),
    done: (c: DeskConflict) => set(list.filter((x) => x !== c)),
  };
}

/** The workspaces whose annotations this browser keeps (one stored key each). */
function annotatedWorkspaces(): number[] {
  try {
    return Object.keys(localStorage)
      .filter((k) => k.startsWith(ANNOTATIONS_KEY_PREFIX))
      .map((k) => Number(k.slice(ANNOTATIONS_KEY_PREFIX.length)))
      .filter((n) => Number.isInteger(n) && n > 0);
  } catch {
    return [];
  }
}

function createRuntime(client: QueryClient, me: DeskMe) {
  const conflicts = conflictQueue();
  const events: DeskEvents = {
    conflict: conflicts.add,
    error: (error, what) =>
      notifications.show({
        color: 'red',
        title: what,
        message: error instanceof Error ? error.message : String(error),
        autoClose: 10_000,
      }),
  };
  const views = deskCollection(client, me, viewKind, events);
  const reports = deskCollection(client, me, reportKind, events);
  const annotations = deskCollection(client, me, annotationKind, events);
  const perWorkspace = new Map<number, ItemStore<ReturnType<typeof annotations.get>[number]>>();
  const viewStore = unionStore(views, browserViews);
  const reportStore = unionStore(reports, browserReports);
  const annotationsOf = (workspaceId: number) => {
    let store = perWorkspace.get(workspaceId);
    if (!store)
      perWorkspace.set(
        workspaceId,
        (store = unionStore(annotations, browserAnnotations(workspaceId), {
          keeps: (a: Artefact) => a.workspaceIds[0] === workspaceId,
          workspaceIds: [workspaceId],
        })),
      );
    return store;
  };

  const moveItem = <T extends { id: string }>(
    spec: KindSpec<T>,
    item: T,
    from: ItemStore<T>,
    workspaceIds = spec.workspaceIds(item, me),
  ): MoveItem => ({
    kind: spec.kind,
    id: item.id,
    title: spec.title(item),
    workspaceIds,
    // Moved items keep the privacy they had in one browser; the annotations are the team's.
    visibility: spec.visibility,
    body: { ...item },
    from: from as unknown as ItemStore<{ id: string }>,
  });

  return {
    me,
    store<T extends { id: string }>(name: string): ItemStore<T> {
      const store =
        name === 'view'
          ? viewStore
          : name === 'report'
            ? reportStore
            : annotationsOf(Number(name.split(':')[1]));
      return store as unknown as ItemStore<T>;
    },
    collections: { view: views, report: reports, annotation: annotations },
    conflicts,
    /** The browser items not on the desk yet (after reading the desk's lists afresh). */
    async toMove(): Promise<MoveItem[]> {
      await Promise.all([views.refresh(), reports.refresh(), annotations.refresh()]);
      const onDesk = (c: { get(): readonly { id: string }[] }) => new Set(c.get().map((i) => i.id));
      const [v, r, a] = [onDesk(views), onDesk(reports), onDesk(annotations)];
      return [
        ...browserViews
          .get()
          .filter((x) => !v.has(x.id))
          .map((x) => moveItem(viewKind, x, browserViews)),
        ...browserReports
          .get()
          .filter((x) => !r.has(x.id))
          .map((x) => moveItem(reportKind, x, browserReports)),
        ...annotatedWorkspaces().flatMap((w) => {
          const from = browserAnnotations(w);
          return from
            .get()
            .filter((x) => !a.has(x.id))
            .map((x) => moveItem(annotationKind, x, from, [w]));
        }),
      ];
    },
    /** After a move: the desk's lists read afresh. */
    refreshAll: () => client.invalidateQueries({ queryKey: deskQueries.lists() }),
    dispose() {
      views.dispose();
      reports.dispose();
      annotations.dispose();
    },
  };
}

export type DeskRuntime = ReturnType<typeof createRuntime> & DeskConnection;

/** The desk's runtime while the team desk keeps things (for its own dialogs), else undefined. */
export function currentDeskRuntime(): DeskRuntime | undefined {
  const state = deskState.get();
  return state.mode === 'desk' ? (state.runtime as DeskRuntime) : undefined;
}

/** Asks the desk who the analyst is (once per session) and builds the desk's stores when it answers. */
export async function connectDesk(client: QueryClient): Promise<DeskState> {
  const probe = await client.fetchQuery(deskQueries.me());
  if (probe.kind === 'browser') return { mode: 'browser', reason: probe.reason };
  return { mode: 'desk', runtime: createRuntime(client, probe.me) };
}
