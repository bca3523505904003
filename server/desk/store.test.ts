import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_BASE } from '../../src/api/schemas/desk';
import { migrateDesk } from './db/open';
import { DESK_MIGRATIONS } from './db/migrations';
import { ENGINES, makeDeskApp, type DeskTestApp } from './test-support';

const A = `${DESK_BASE}/artefacts`;

describe.each(ENGINES)('desk store on %s', (engine) => {
  let t: DeskTestApp;
  let ws: number[];
  beforeAll(async () => {
    t = await makeDeskApp(engine);
    ws = t.workspacesOf('demo');
  }, 120_000);
  afterAll(() => t?.close());

  it('has applied the numbered migrations once, in order', async () => {
    const names = Object.keys(DESK_MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.every((n) => /^\d{3}_[a-z_]+$/.test(n))).toBe(true);
    const applied = await t.store.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never)
      .execute();
    expect(applied.map((r) => (r as { name: string }).name)).toEqual(names);
    expect(await migrateDesk(t.store.db)).toEqual([]);
  });

  it('two saves of the same version at once: one is accepted, the other told who won', async () => {
    const a = (
      await t.call('demo', 'POST', A, {
        body: { kind: 'report', title: 'R', workspaceIds: [ws[0]], visibility: 'team', body: {} },
      })
    ).json();
    const put = (user: string, title: string) =>
      t.call(user, 'PUT', `${A}/${a.id}`, {
        headers: { 'if-match': '"1"' },
        body: { title, workspaceIds: [ws[0], ws[1]], visibility: 'team', body: { by: user } },
      });
    const answers = await Promise.all([put('demo', 'From A'), put('demo-b', 'From B')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const loser = answers.find((r) => r.statusCode === 412)!.json();
    expect(loser.current).toEqual(winner);
    expect(loser.error.message).toBe(`changed by ${winner.updatedBy.name} at ${winner.updatedAt}`);
    // The workspace rows changed with the artefact, once.
    const rows = await t.store.db
      .selectFrom('artefact_workspaces')
      .selectAll()
      .where('artefact_id', '=', a.id)
      .execute();
    expect(rows.map((r) => Number(r.workspace_id)).sort((x, y) => x - y)).toEqual(
      [ws[0]!, ws[1]!].sort((x, y) => x - y),
    );
  });

  it('the same browser item moved twice at once becomes one artefact', async () => {
    const body = {
      kind: 'annotation',
      title: 'Ministerial statement',
      workspaceIds: [ws[0]],
      visibility: 'team',
      body: { at: '2026-11-19T09:00:00Z' },
      clientKey: 'annotation:42',
    };
    const answers = await Promise.all([1, 2, 3].map(() => t.call('demo', 'POST', A, { body })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });
});
