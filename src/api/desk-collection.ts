import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { deskRequest, DeskConflictError } from './desk';
import { heldChanges, isTransient, localChanges } from './desk-held';
import { retryDelayMs } from './paced-send';
import { deskQueries } from './desk-queries';
import type { ItemMeta } from './desk-state';
import { isApiError, NoContentSchema } from './client';
import type { Artefact, DeskMe, Visibility } from './schemas/desk';
import {
  provisionalArtefact,
  sendSave,
  stripUnsaved,
  toBody,
  type DeskEvents,
  type KindSpec,
} from './desk-kind';

export type { DeskConflict, DeskEvents, KindSpec } from './desk-kind';

type Queue<T> = { latest: { item: T; workspaceIds?: number[] } | undefined; running: boolean };

/** Options for tests: how a retry waits; how often a failure that may pass is sent again. */
export interface CollectionOptions {
  wait?: (ms: number) => Promise<void>;
  retries?: number;
}

const newId = () => crypto.randomUUID().slice(0, 12);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/**
 * One kind's artefacts as a synchronous store over the desk's list query: components read a stable
 * snapshot, writes show at once (the list's cache is patched) and go out one at a time per item,
 * each with `If-Match` on the version the last answer gave, so an analyst's own quick edits never
 * conflict with each other while a colleague's save in between is caught (412). A save that fails
 * on the way (no answer, the desk failing or busy) is sent again a few times; one the desk refuses
 * (too large, over a limit, no access), or that still fails, is kept in this browser with the
 * reason (desk-held.ts) and shown as the analyst left it: never dropped.
 */
export function deskCollection<T extends { id: string }>(
  client: QueryClient,
  me: DeskMe,
  spec: KindSpec<T>,
  events: DeskEvents,
  options: CollectionOptions = {},
) {
  const { wait = pause, retries = 3 } = options;
  const query = deskQueries.list(spec.kind);
  const key = query.queryKey;
  const observer = new QueryObserver(client, { ...query, refetchInterval: 30_000 });
  const queues = new Map<string, Queue<T>>();
  const held = heldChanges(`nd.desk.unsaved.${me.user.id}.${spec.kind}`, spec.parse);
  const local = localChanges(held);

  let seen: { data: readonly Artefact[] | undefined; held: unknown; tick: number } | undefined;
  let items: T[] = [];
  const metas = new Map<string, Artefact & { unsaved?: string }>();
  const provisional = (item: T, workspaceIds?: number[]) => provisionalArtefact(spec, me, item, workspaceIds);
  const rebuild = (data: readonly Artefact[] | undefined) => {
    seen = { data, held: held.list(), tick: local.tick() };
    items = [];
    metas.clear();
    // A list read that left before one of this browser's saves was answered never takes it back.
    const current = (data ?? [])
      .filter((a) => !gone.has(a.id))
      .map((a) => {
        const mine = confirmed.get(a.id);
        return mine && mine.version > a.version ? mine : a;
      });
    const list = spec.order ? current.sort(spec.order) : current;
    for (const artefact of list) {
      const body = spec.parse(artefact.body);
      if (!body) continue;
      // Two artefacts may carry one body id (the same file imported by two analysts): the second goes by the desk's id.
      const item = metas.has(body.id) ? { ...body, id: artefact.id } : body;
      items.push(item);
      metas.set(item.id, artefact);
    }
    // The analyst's own changes show as they left them: on their way, or not taken (saying why).
    for (const { item, unsaved } of local.entries()) {
      const at = items.findIndex((i) => i.id === item.id);
      if (at >= 0) items[at] = item;
      else items.push(item);
      const artefact = stripUnsaved(metas.get(item.id) ?? provisional(item));
      metas.set(item.id, unsaved === undefined ? artefact : { ...artefact, unsaved });
    }
  };
  const get = (): readonly T[] => {
    const data = client.getQueryData<Artefact[]>(key);
    if (!seen || data !== seen.data || held.list() !== seen.held || local.tick() !== seen.tick) rebuild(data);
    return items;
  };
  const artefactOf = (id: string) => (get(), metas.get(id));
  const patch = (change: (list: Artefact[]) => Artefact[]) =>
    client.setQueryData<Artefact[]>(key, (list) => change(list ?? []));
  /** The newest version of each artefact this browser saved or read, and the ones it deleted. */
  const confirmed = new Map<string, Artefact>();
  const gone = new Set<string>();
  const replace = (artefactId: string, next: Artefact) => {
    if (next.version > 0) confirmed.set(next.id, next);
    patch((list) =>
      list.some((a) => a.id === artefactId)
        ? list.map((a) => (a.id === artefactId ? next : a))
        : [next, ...list],
    );
  };

  async function run(id: string, queue: Queue<T>) {
    queue.running = true;
    let attempt = 0;
    while (queue.latest) {
      const { item, workspaceIds } = queue.latest;
      queue.latest = undefined;
      const known = artefactOf(id);
      try {
        // A change kept after a refusal was made on the version it names: a colleague's save since is a conflict.
        const base = held.get(id)?.version ?? known?.version ?? 0;
        const saved = await sendSave(spec, me, item, known, base, workspaceIds);
        attempt = 0;
        held.delete(id);
        // A newer edit waiting keeps showing; it goes out next on the version just given.
        const pending = queue.latest as { item: T } | undefined;
        replace(known?.id ?? saved.id, pending ? { ...saved, body: toBody(pending.item) } : saved);
        if (!pending) local.settled(id);
      } catch (error) {
        if (error instanceof DeskConflictError) {
          queue.latest = undefined;
          held.delete(id);
          local.settled(id);
          conflictOn(item, error);
        } else if (isTransient(statusOf(error)) && attempt < retries) {
          // Sent again (the newest edit, if one came meanwhile) after the desk's Retry-After or a backoff.
          await wait(retryDelayMs(attempt++, isApiError(error) ? error.retryAfter : undefined));
          queue.latest ??= { item, workspaceIds };
        } else {
          attempt = 0;
          if (queue.latest) continue; // a newer edit goes out instead
          const reason = error instanceof Error ? error.message : String(error);
          held.set({ item, reason, version: known?.version ?? 0, retry: isTransient(statusOf(error)) });
          local.settled(id);
          events.error(
            error,
            `“${spec.title(item)}” was not saved to the team desk; your change is kept in this browser`,
          );
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
    // Shown at once: a new item as a provisional artefact (version 0) until the desk answers.
    if (known && !known.id.startsWith('local:') && known.version > 0)
      replace(known.id, { ...stripUnsaved(known), body: toBody(item), title: spec.title(item) });
    else replace(`local:${item.id}`, provisional(item, workspaceIds));
    const queue = queues.get(item.id) ?? { latest: undefined, running: false };
    queues.set(item.id, queue);
    queue.latest = { item, workspaceIds };
    local.sending(item);
    if (!queue.running) void run(item.id, queue);
  }

  function remove(id: string): T | undefined {
    const item = get().find((i) => i.id === id);
    const known = metas.get(id);
    if (!item || !known) return undefined;
    held.delete(id);
    local.settled(id);
    patch((list) => list.filter((a) => a.id !== known.id));
    if (known.version > 0) {
      gone.add(known.id);
      deskRequest(NoContentSchema, `/artefacts/${encodeURIComponent(known.id)}`, {
        method: 'DELETE',
        ifMatch: known.version,
      }).catch((error: unknown) => {
        gone.delete(known.id);
        events.error(error, `“${spec.title(item)}” was not deleted from the team desk`);
        void client.invalidateQueries({ queryKey: key });
      });
    }
    return item;
  }

  // Changes held because the desk could not be reached go out again once it answers a list read.
  const offRetry = client.getQueryCache().subscribe((event) => {
    if (
      event.type !== 'updated' ||
      event.action.type !== 'success' ||
      event.action.manual ||
      event.query.queryHash !== observer.getCurrentQuery().queryHash
    )
      return;
    for (const change of held.list())
      if (change.retry && !queues.get(change.item.id)?.running) save(change.item);
  });

  return {
    kind: spec.kind,
    get,
    subscribe(listener: () => void) {
      let last = client.getQueryData(key);
      const offHeld = local.subscribe(listener);
      const offList = observer.subscribe(() => {
        const data = client.getQueryData(key);
        if (data !== last) {
          last = data;
          listener();
        }
      });
      return () => {
        offHeld();
        offList();
      };
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
      replace(known.id, { ...stripUnsaved(known), visibility });
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
    refresh: () => client.fetchQuery({ ...query, staleTime: 0 }),
    dispose: () => {
      offRetry();
      observer.destroy();
    },
  };
}

export type DeskCollection<T extends { id: string }> = ReturnType<typeof deskCollection<T>>;
