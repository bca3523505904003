import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { deskRequest, DeskConflictError } from './desk';
import { deskQueries } from './desk-queries';
import type { ItemMeta } from './desk-state';
import { NoContentSchema } from './client';
import {
  ArtefactSchema,
  type Artefact,
  type ArtefactKind,
  type DeskMe,
  type Visibility,
} from './schemas/desk';

/** How one kind of item lives on the desk: its body, its title, the workspaces it is bound to. */
export interface KindSpec<T extends { id: string }> {
  kind: ArtefactKind;
  /** The dashboard's own schema: a body it cannot read costs that item, never the list. */
  parse: (body: unknown) => T | undefined;
  title: (item: T) => string;
  workspaceIds: (item: T, me: DeskMe) => number[];
  /** Who sees a new item until its owner says otherwise. */
  visibility: Visibility;
  /** The same item under a new id ("keep both" after a conflict). */
  copy: (item: T, id: string) => T;
  /** Display order of the list (the desk answers newest change first). */
  order?: (a: Artefact, b: Artefact) => number;
}

/** A save refused because a colleague saved first, and the two ways out. */
export interface DeskConflict {
  kind: ArtefactKind;
  title: string;
  message: string;
  current: Artefact;
  reloadTheirs: () => void;
  keepBoth: () => void;
}

export interface DeskEvents {
  conflict: (conflict: DeskConflict) => void;
  error: (error: unknown, what: string) => void;
}

type Queue<T> = { latest: { item: T; workspaceIds?: number[] } | undefined; running: boolean };

const newId = () => crypto.randomUUID().slice(0, 12);

/**
 * One kind's artefacts as a synchronous store over the desk's list query: components read a stable
 * snapshot, writes show at once (the list's cache is patched) and go out one at a time per item,
 * each with `If-Match` on the version the last answer gave, so an analyst's own quick edits never
 * conflict with each other while a colleague's save in between is caught (412).
 */
export function deskCollection<T extends { id: string }>(
  client: QueryClient,
  me: DeskMe,
  spec: KindSpec<T>,
  events: DeskEvents,
) {
  const options = deskQueries.list(spec.kind);
  const key = options.queryKey;
  const observer = new QueryObserver(client, { ...options, refetchInterval: 30_000 });
  const queues = new Map<string, Queue<T>>();

  let seen: readonly Artefact[] | undefined;
  let items: T[] = [];
  const metas = new Map<string, Artefact>();
  const rebuild = (data: readonly Artefact[] | undefined) => {
    seen = data;
    items = [];
    metas.clear();
    const list = spec.order ? [...(data ?? [])].sort(spec.order) : (data ?? []);
    for (const artefact of list) {
      const body = spec.parse(artefact.body);
      if (!body) continue;
      // Two artefacts may carry one body id (the same file imported by two analysts): the second goes by the desk's id.
      const item = metas.has(body.id) ? { ...body, id: artefact.id } : body;
      items.push(item);
      metas.set(item.id, artefact);
    }
  };
  const get = (): readonly T[] => {
    const data = client.getQueryData<Artefact[]>(key);
    if (data !== seen) rebuild(data);
    return items;
  };
  const artefactOf = (id: string) => (get(), metas.get(id));
  const patch = (change: (list: Artefact[]) => Artefact[]) =>
    client.setQueryData<Artefact[]>(key, (list) => change(list ?? []));
  const replace = (artefactId: string, next: Artefact) =>
    patch((list) =>
      list.some((a) => a.id === artefactId)
        ? list.map((a) => (a.id === artefactId ? next : a))
        : [next, ...list],
    );
  const toBody = (item: T) => ({ ...item }) as Record<string, unknown>;

  async function run(id: string, queue: Queue<T>) {
    queue.running = true;
    while (queue.latest) {
      const { item, workspaceIds } = queue.latest;
      queue.latest = undefined;
      const known = artefactOf(id);
      try {
        const fields = {
          title: spec.title(item).trim().slice(0, 200) || 'Untitled',
          workspaceIds: workspaceIds ?? known?.workspaceIds ?? spec.workspaceIds(item, me),
          body: toBody(item),
        };
        const saved =
          !known || known.version === 0
            ? await deskRequest(ArtefactSchema, '/artefacts', {
                method: 'POST',
                body: {
                  ...fields,
                  kind: spec.kind,
                  visibility: known?.visibility ?? spec.visibility,
                  clientKey: id,
                },
              })
            : await deskRequest(ArtefactSchema, `/artefacts/${encodeURIComponent(known.id)}`, {
                method: 'PUT',
                ifMatch: known.version,
                body: { ...fields, visibility: known.visibility },
              });
        // A newer edit waiting keeps showing; it goes out next on the version just given.
        const pending = queue.latest as { item: T } | undefined;
        replace(known?.id ?? saved.id, pending ? { ...saved, body: toBody(pending.item) } : saved);
      } catch (error) {
        queue.latest = undefined;
        if (error instanceof DeskConflictError) conflictOn(item, error);
        else {
          events.error(error, `“${spec.title(item)}” was not saved to the team desk`);
          void client.invalidateQueries({ queryKey: key });
        }
      }
    }
    queue.running = false;
  }

  function conflictOn(mine: T, error: DeskConflictError) {
    const current = error.current;
    events.conflict({
      kind: spec.kind,
      title: spec.title(mine),
      message: error.message,
      current,
      reloadTheirs: () => replace(current.id, current),
      keepBoth: () => {
        replace(current.id, current);
        const copy = spec.copy(mine, newId());
        save(copy, current.workspaceIds);
      },
    });
  }

  function save(item: T, workspaceIds?: number[]) {
    const known = artefactOf(item.id);
    const now = new Date().toISOString();
    // Shown at once: a new item as a provisional artefact (version 0) until the desk answers.
    replace(
      known?.id ?? `local:${item.id}`,
      known
        ? { ...known, body: toBody(item), title: spec.title(item) }
        : {
            id: `local:${item.id}`,
            kind: spec.kind,
            title: spec.title(item),
            workspaceIds: workspaceIds ?? spec.workspaceIds(item, me),
            visibility: spec.visibility,
            owner: me.user,
            body: toBody(item),
            version: 0,
            createdAt: now,
            createdBy: me.user,
            updatedAt: now,
            updatedBy: me.user,
            clientKey: item.id,
          },
    );
    const queue = queues.get(item.id) ?? { latest: undefined, running: false };
    queues.set(item.id, queue);
    queue.latest = { item, workspaceIds };
    if (!queue.running) void run(item.id, queue);
  }

  function remove(id: string): T | undefined {
    const item = get().find((i) => i.id === id);
    const known = metas.get(id);
    if (!item || !known) return undefined;
    patch((list) => list.filter((a) => a.id !== known.id));
    if (known.version > 0)
      deskRequest(NoContentSchema, `/artefacts/${encodeURIComponent(known.id)}`, {
        method: 'DELETE',
        ifMatch: known.version,
      }).catch((error: unknown) => {
        events.error(error, `“${spec.title(item)}” was not deleted from the team desk`);
        void client.invalidateQueries({ queryKey: key });
      });
    return item;
  }

  return {
    kind: spec.kind,
    get,
    subscribe(listener: () => void) {
      let last = client.getQueryData(key);
      return observer.subscribe(() => {
        const data = client.getQueryData(key);
        if (data !== last) {
          last = data;
          listener();
        }
      });
    },
    meta: (id: string): ItemMeta | undefined => artefactOf(id),
    /** The artefact behind an item (its desk id for links and polls). */
    artefact: artefactOf,
    save,
    remove,
    /** Who sees an item: saved as a change of its own, with If-Match like any other. */
    setVisibility(id: string, visibility: Visibility) {
      const known = artefactOf(id);
      const item = get().find((i) => i.id === id);
      if (!known || !item) return;
      replace(known.id, { ...known, visibility });
      save(item);
    },
    /** A colleague's newer version (a poll, an opened link): shown unless an own save is under way. */
    absorb(artefact: Artefact) {
      const known = client.getQueryData<Artefact[]>(key)?.find((a) => a.id === artefact.id);
      const body = spec.parse(artefact.body);
      const busy = body && queues.get(body.id)?.running;
      if (busy || (known && known.version >= artefact.version)) return;
      replace(artefact.id, artefact);
    },
    /** The list as the desk has it now (the move counts what is already there). */
    refresh: () => client.fetchQuery({ ...options, staleTime: 0 }),
    dispose: () => observer.destroy(),
  };
}

export type DeskCollection<T extends { id: string }> = ReturnType<typeof deskCollection<T>>;
