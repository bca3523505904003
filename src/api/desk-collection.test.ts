// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { deskCollection, type DeskConflict, type KindSpec } from './desk-collection';
import { probeDesk } from './desk-queries';
import type { Artefact, DeskMe } from './schemas/desk';

/**
 * The desk's save queue against a small stand-in of the desk's HTTP contract (versions, If-Match,
 * 412 with the current artefact, the documented error body), so every write the queue sends is
 * seen with its headers: one item's saves go out in order on the version the last answer gave;
 * a colleague's save in between is a conflict; a failure on the way is sent again; a refusal is
 * kept in this browser with the reason, never dropped.
 */

type Note = { id: string; name: string; size?: number };
const noteKind: KindSpec<Note> = {
  kind: 'view',
  parse: (b) => {
    const n = b as Partial<Note> | undefined;
    return typeof n?.id === 'string' && typeof n.name === 'string' ? (n as Note) : undefined;
  },
  title: (n) => n.name,
  workspaceIds: () => [1],
  visibility: 'private',
  copy: (n, id) => ({ ...n, id, name: `${n.name} (copy)` }),
};
const me: DeskMe = {
  user: { id: 'u1', name: 'Ana' },
  mode: 'reference',
  engine: 'sqlite',
  workspaceIds: [1],
};
const dana = { id: 'u2', name: 'Dana' };

type Call = { method: string; path: string; ifMatch?: string; body?: Record<string, unknown> };
type Failure = { status: number; message: string; code?: string; retryAfter?: number };

function fakeDesk() {
  const artefacts = new Map<string, Artefact>();
  const calls: Call[] = [];
  const failures: Failure[] = [];
  let gate: { method?: string; promise: Promise<void> } | undefined;
  let seq = 0;
  const at = () => new Date(Date.UTC(2026, 10, 20, 12, 0, seq++)).toISOString();
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://desk.test').pathname;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
    calls.push({ method, path, ifMatch: headers['If-Match'], body });
    // What the desk holds when the request arrives; the answer may be held back (a slow network).
    const listed = [...artefacts.values()];
    const held = gate && (!gate.method || gate.method === method) ? gate.promise : undefined;
    if (held) await held;
    if (method === 'GET') return answer(200, { items: listed });
    const failure = failures.shift();
    if (failure)
      return answer(
        failure.status,
        { error: { status: failure.status, code: failure.code ?? 'x', message: failure.message } },
        failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : {},
      );
    if (method === 'POST') {
      const now = at();
      const artefact = {
        id: `d${artefacts.size + 1}`,
        kind: body!.kind,
        title: body!.title,
        workspaceIds: body!.workspaceIds,
        visibility: body!.visibility,
        owner: me.user,
        body: body!.body,
        version: 1,
        createdAt: now,
        createdBy: me.user,
        updatedAt: now,
        updatedBy: me.user,
        clientKey: body!.clientKey ?? null,
      } as Artefact;
      artefacts.set(artefact.id, artefact);
      return answer(201, artefact);
    }
    const current = artefacts.get(path.split('/').pop()!)!;
    if (headers['If-Match'] !== `"${current.version}"`)
      return answer(412, {
        error: {
          status: 412,
          code: 'conflict',
          message: `changed by ${current.updatedBy.name} at ${current.updatedAt}`,
        },
        current,
      });
    const next = { ...current, ...body, version: current.version + 1, updatedAt: at(), updatedBy: me.user };
    artefacts.set(current.id, next as Artefact);
    return answer(200, next);
  });
  return {
    fetch,
    calls,
    failures,
    artefacts,
    writes: () => calls.filter((c) => c.method !== 'GET'),
    /** Answers (to `method` only, if given) wait until the returned function is called. */
    hold(method?: string) {
      let release!: () => void;
      gate = { method, promise: new Promise<void>((r) => (release = r)) };
      return () => {
        gate = undefined;
        release();
      };
    },
    /** A colleague's save, straight on the desk. */
    colleagueEdits(id: string, name: string) {
      const a = artefacts.get(id)!;
      artefacts.set(id, {
        ...a,
        body: { ...a.body, name },
        version: a.version + 1,
        updatedAt: at(),
        updatedBy: dana,
      });
    },
  };
}

describe('the desk save queue (deskCollection)', () => {
  let desk: ReturnType<typeof fakeDesk>;
  let client: QueryClient;
  const conflicts: DeskConflict[] = [];
  const errors: { error: unknown; what: string }[] = [];
  const waits: number[] = [];
  const open = () =>
    deskCollection(
      client,
      me,
      noteKind,
      { conflict: (c) => conflicts.push(c), error: (error, what) => errors.push({ error, what }) },
      { wait: async (ms) => void waits.push(ms) },
    );
  beforeEach(() => {
    localStorage.clear();
    desk = fakeDesk();
    vi.stubGlobal('fetch', desk.fetch);
    configureClient({ getToken: () => 'token' });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    conflicts.length = 0;
    errors.length = 0;
    waits.length = 0;
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
  });
  const saved = async (c: ReturnType<typeof open>, id: string, version: number) =>
    vi.waitFor(() => expect(c.meta(id)?.version).toBe(version));

  it('creates a new item once (its id as clientKey); edits meanwhile go out after, with If-Match on the version given', async () => {
    const notes = open();
    await notes.refresh();
    const release = desk.hold();
    notes.save({ id: 'n1', name: 'Draft' });
    notes.save({ id: 'n1', name: 'Second' });
    notes.save({ id: 'n1', name: 'Third' });
    // Shown at once, before the desk answers.
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Third' }]);
    expect(notes.meta('n1')?.version).toBe(0);
    release();
    await saved(notes, 'n1', 2);
    expect(desk.writes().map((c) => [c.method, c.ifMatch, (c.body?.body as Note).name])).toEqual([
      ['POST', undefined, 'Draft'],
      ['PUT', '"1"', 'Third'],
    ]);
    expect(desk.writes()[0]!.body!.clientKey).toBe('n1');
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Third' }]);
    expect(notes.meta('n1')?.unsaved).toBeUndefined();
  });

  it('a colleague’s save in between is a conflict naming who and when; reload theirs or keep both', async () => {
    const notes = open();
    await notes.refresh();
    notes.save({ id: 'n1', name: 'Mine' });
    await saved(notes, 'n1', 1);
    desk.colleagueEdits('d1', 'Theirs');
    notes.save({ id: 'n1', name: 'Mine, edited' });
    await vi.waitFor(() => expect(conflicts).toHaveLength(1));
    expect(desk.writes().at(-1)).toMatchObject({ method: 'PUT', ifMatch: '"1"' });
    expect(conflicts[0]!.message).toMatch(/^changed by Dana at 2026-11-20T12:00:0\d\.000Z$/);
    expect(conflicts[0]!.current.version).toBe(2);

    conflicts[0]!.reloadTheirs();
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Theirs' }]);
    expect(notes.meta('n1')).toMatchObject({ version: 2, updatedBy: dana });

    conflicts[0]!.keepBoth();
    await vi.waitFor(() => expect(notes.get()).toHaveLength(2));
    const copy = notes.get().find((n) => n.id !== 'n1')!;
    expect(copy.name).toBe('Mine, edited (copy)');
    await saved(notes, copy.id, 1);
    expect(desk.artefacts.size).toBe(2);
    expect(errors).toEqual([]);
  });

  it('a save that fails on the way (503, 429) is sent again after the Retry-After, then taken', async () => {
    const notes = open();
    await notes.refresh();
    notes.save({ id: 'n1', name: 'One' });
    await saved(notes, 'n1', 1);
    desk.failures.push(
      { status: 503, message: 'the desk is restarting' },
      { status: 429, message: 'slow down', code: 'rate_limited', retryAfter: 3 },
    );
    notes.save({ id: 'n1', name: 'Two' });
    await saved(notes, 'n1', 2);
    expect(
      desk
        .writes()
        .slice(1)
        .map((c) => [c.method, c.ifMatch]),
    ).toEqual([
      ['PUT', '"1"'],
      ['PUT', '"1"'],
      ['PUT', '"1"'],
    ]);
    expect(waits[1]).toBeGreaterThanOrEqual(3000);
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Two' }]);
    expect(errors).toEqual([]);
  });

  it('a refused save (413, a limit) is kept in this browser saying why; a list read does not take it back; the next save sends it', async () => {
    const notes = open();
    await notes.refresh();
    notes.save({ id: 'n1', name: 'Small' });
    await saved(notes, 'n1', 1);
    const limit = "body (1,200,000 bytes) exceeds the desk's limit bodyBytes = 1,000,000";
    desk.failures.push({ status: 413, code: 'limit', message: limit });
    notes.save({ id: 'n1', name: 'Large', size: 1_200_000 });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    // Said, with the desk's reason; sent once (a refusal is not retried as it is).
    expect(errors[0]!.what).toBe(
      '“Large” was not saved to the team desk; your change is kept in this browser',
    );
    expect((errors[0]!.error as Error).message).toBe(limit);
    expect(desk.writes()).toHaveLength(2);
    // Kept: shown as the analyst left it, with the reason, also after the desk's list is read again.
    await notes.refresh();
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Large', size: 1_200_000 }]);
    expect(notes.meta('n1')).toMatchObject({ version: 1, unsaved: limit });
    expect(localStorage.getItem('nd.desk.unsaved.u1.view')).toContain('Large');
    // …and after a reload (a new collection over the same browser).
    const reloaded = open();
    await reloaded.refresh();
    expect(reloaded.get()).toEqual([{ id: 'n1', name: 'Large', size: 1_200_000 }]);
    expect(reloaded.meta('n1')?.unsaved).toBe(limit);
    // The analyst trims it: it goes out on the version the change was made on, and the note goes.
    reloaded.save({ id: 'n1', name: 'Trimmed' });
    await saved(reloaded, 'n1', 2);
    expect(desk.writes().at(-1)).toMatchObject({ method: 'PUT', ifMatch: '"1"' });
    expect(reloaded.meta('n1')?.unsaved).toBeUndefined();
    expect(localStorage.getItem('nd.desk.unsaved.u1.view')).toBe('[]');
  });

  it('a new item the desk refuses (a count limit) stays listed, in this browser only, saying why', async () => {
    const notes = open();
    await notes.refresh();
    const limit = "artefacts (5,000) exceeds the desk's limit artefactsPerUser = 5,000";
    desk.failures.push({ status: 409, code: 'limit', message: limit });
    notes.save({ id: 'n9', name: 'One too many' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await notes.refresh();
    expect(notes.get()).toEqual([{ id: 'n9', name: 'One too many' }]);
    expect(notes.meta('n9')).toMatchObject({ version: 0, unsaved: limit });
    // Removing it forgets the held change (nothing was on the desk to delete).
    expect(notes.remove('n9')).toEqual({ id: 'n9', name: 'One too many' });
    expect(notes.get()).toEqual([]);
    expect(desk.writes().filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('a desk that stays unreachable keeps the change; it goes out once the desk answers a list read', async () => {
    const notes = open();
    await notes.refresh();
    for (let i = 0; i < 4; i++) desk.failures.push({ status: 502, message: 'Bad Gateway' });
    notes.save({ id: 'n1', name: 'Offline note' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(waits).toHaveLength(3);
    expect(notes.meta('n1')?.unsaved).toBe('Bad Gateway');
    await notes.refresh();
    await saved(notes, 'n1', 1);
    expect(notes.meta('n1')?.unsaved).toBeUndefined();
    expect([...desk.artefacts.values()].map((a) => a.title)).toEqual(['Offline note']);
  });

  it('a list read that left before a save was answered does not take the save back', async () => {
    const notes = open();
    await notes.refresh();
    notes.save({ id: 'n1', name: 'One' });
    await saved(notes, 'n1', 1);
    const release = desk.hold('GET');
    const stale = notes.refresh(); // reads version 1, answered after the save below
    notes.save({ id: 'n1', name: 'Two' });
    await vi.waitFor(() => expect(desk.artefacts.get('d1')?.version).toBe(2));
    await saved(notes, 'n1', 2);
    release();
    await stale;
    expect(client.getQueryData<Artefact[]>(['desk', 'list', 'view'])?.[0]?.version).toBe(1);
    expect(notes.get()).toEqual([{ id: 'n1', name: 'Two' }]);
    // The next save goes on version 2: no conflict with the analyst's own save.
    notes.save({ id: 'n1', name: 'Three' });
    await saved(notes, 'n1', 3);
    expect(conflicts).toEqual([]);
  });
});

describe('probeDesk', () => {
  afterEach(() => vi.unstubAllGlobals());
  const desk = (...statuses: number[]) => {
    const fetch = vi.fn(async () => {
      const status = statuses.shift() ?? 200;
      return status === 200
        ? Response.json(me)
        : Response.json(
            {
              error: {
                status,
                code: 'rate_limited',
                message: 'the upstream API is rate-limiting the token check',
              },
            },
            { status, headers: { 'Retry-After': '2' } },
          );
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('waits out a 429 (the service limiting the token check) and finds the desk', async () => {
    const fetch = desk(429, 429, 200);
    const waited: number[] = [];
    const probe = await probeDesk(undefined, async (ms) => void waited.push(ms));
    expect(probe).toEqual({ kind: 'desk', me });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waited.every((ms) => ms >= 2000)).toBe(true);
  });

  it('keeps things in the browser, saying why, when the desk stays busy', async () => {
    desk(429, 429, 429, 429, 429);
    const probe = await probeDesk(undefined, async () => undefined);
    expect(probe).toMatchObject({ kind: 'browser', reason: expect.stringMatching(/^The team desk is busy/) });
  });

  it('no desk (404) means the browser keeps things', async () => {
    desk(404);
    expect(await probeDesk()).toEqual({
      kind: 'browser',
      reason: 'No team desk answers beside this dashboard.',
    });
  });
});
