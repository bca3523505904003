import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESK_BASE,
  DESK_LIMITS,
  PublicSnapshotSchema,
  SnapshotInfoSchema,
  SnapshotListSchema,
} from '../../src/api/schemas/desk';
import { TEST_NOW } from '../test/fixtures';
import { ENGINES, makeDeskApp, type DeskTestApp } from './test-support';

const A = `${DESK_BASE}/artefacts`;
const PUBLIC = `${DESK_BASE}/public/snapshots`;
const HOUR = 3_600_000;

describe.each(ENGINES)('desk snapshots on %s', (engine) => {
  let t: DeskTestApp;
  let clock = TEST_NOW;
  let report: { id: string };
  const content = { blocks: [{ type: 'figure', data: [[1, 2]], provenance: { workspaceId: 1 } }] };
  beforeAll(async () => {
    t = await makeDeskApp(engine, { now: () => clock });
    const ws = t.workspacesOf('demo');
    report = (
      await t.call('demo', 'POST', A, {
        body: {
          kind: 'report',
          title: 'Client weekly',
          workspaceIds: [ws[0]],
          visibility: 'team',
          body: { blocks: [] },
        },
      })
    ).json();
  }, 120_000);
  afterAll(() => t?.close());

  const snap = async (user: string, body: Record<string, unknown> = {}) =>
    t.call(user, 'POST', `${A}/${report.id}/snapshots`, { body: { content, ...body } });
  const tokenOf = (url: string) => url.replace(/^\/s\//, '');
  const open = (token: string, password?: string) =>
    t.call(undefined, 'GET', `${PUBLIC}/${token}`, {
      headers: password === undefined ? {} : { 'x-snapshot-password': password },
    });

  it('freezes a report behind an unguessable link that opens with no account', async () => {
    const res = await snap('demo-b');
    expect(res.statusCode).toBe(201);
    const info = SnapshotInfoSchema.parse(res.json());
    expect(info).toMatchObject({
      artefactId: report.id,
      title: 'Client weekly',
      hasPassword: false,
      expiresAt: null,
      revokedAt: null,
      createdBy: { name: 'demo-b' },
    });
    expect(info.url).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);
    const page = await open(tokenOf(info.url!));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(PublicSnapshotSchema.parse(page.json())).toEqual({
      title: 'Client weekly',
      createdAt: info.createdAt,
      createdBy: 'demo-b',
      content,
    });
    // The token is stored hashed: no column holds it.
    const rows = await t.store.db.selectFrom('snapshots').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(info.url!));
    // Listed without url or token.
    const list = SnapshotListSchema.parse(
      (await t.call('demo', 'GET', `${A}/${report.id}/snapshots`)).json(),
    );
    expect(list.items.map((i) => i.id)).toContain(info.id);
    expect(list.items.every((i) => i.url === undefined)).toBe(true);
  });

  it('a password-protected link needs its password (401 password_required / wrong_password)', async () => {
    const info = (await snap('demo', { password: 'correct horse' })).json();
    expect(info.hasPassword).toBe(true);
    const token = tokenOf(info.url);
    const none = await open(token);
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toMatchObject({ status: 401, code: 'password_required' });
    const wrong = await open(token, 'battery staple');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('wrong_password');
    const right = await open(token, 'correct horse');
    expect(right.statusCode).toBe(200);
    expect(right.json().content).toEqual(content);
    const stored = await t.store.db
      .selectFrom('snapshots')
      .select('password_hash')
      .where('id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
  });

  it('an expired link is 410 expired; a revoked one 410 revoked; an unknown one 404', async () => {
    const soon = (await snap('demo', { expiresAt: new Date(clock + HOUR).toISOString() })).json();
    expect((await open(tokenOf(soon.url))).statusCode).toBe(200);
    clock += HOUR + 1;
    try {
      const late = await open(tokenOf(soon.url));
      expect(late.statusCode).toBe(410);
      expect(late.json().error.code).toBe('expired');
    } finally {
      clock -= HOUR + 1;
    }
    const past = await snap('demo', { expiresAt: new Date(clock - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.param).toBe('expiresAt');

    const live = (await snap('demo')).json();
    // The rival team may not revoke it; a teammate may.
    expect((await t.call('rival', 'DELETE', `${DESK_BASE}/snapshots/${live.id}`)).statusCode).toBe(403);
    expect((await t.call(undefined, 'DELETE', `${DESK_BASE}/snapshots/${live.id}`)).statusCode).toBe(401);
    expect((await t.call('demo-b', 'DELETE', `${DESK_BASE}/snapshots/${live.id}`)).statusCode).toBe(204);
    const revoked = await open(tokenOf(live.url));
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error.code).toBe('revoked');
    const listed = (await t.call('demo', 'GET', `${A}/${report.id}/snapshots`))
      .json()
      .items.find((i: { id: string }) => i.id === live.id);
    expect(listed.revokedAt).toEqual(expect.any(String));
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(404);
    expect((await t.call('demo', 'DELETE', `${DESK_BASE}/snapshots/nope`)).statusCode).toBe(404);
  });

  it('snapshots are for visible reports only, bounded, and the body is checked', async () => {
    expect((await snap('rival')).statusCode).toBe(403);
    expect((await snap(undefined as unknown as string)).statusCode).toBe(401);
    const ws = t.workspacesOf('demo');
    const view = (
      await t.call('demo', 'POST', A, {
        body: { kind: 'view', title: 'V', workspaceIds: [ws[0]], visibility: 'team', body: {} },
      })
    ).json();
    const onView = await t.call('demo', 'POST', `${A}/${view.id}/snapshots`, { body: { content } });
    expect(onView.statusCode).toBe(400);
    expect((await snap('demo', { password: 'short' })).json().error).toMatchObject({
      code: 'invalid_body',
      param: 'password',
    });
    expect((await snap('demo', { content: 'x' })).statusCode).toBe(400);
    const huge = await snap('demo', { content: { data: 'x'.repeat(DESK_LIMITS.snapshotBytes) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'limit', param: 'snapshotBytes' });
  });

  it('refuses the snapshot beyond snapshotsPerArtefact; deleting the report ends its links', async () => {
    const have = (await t.call('demo', 'GET', `${A}/${report.id}/snapshots`)).json().items.length as number;
    const tokens: string[] = [];
    for (let i = have; i < DESK_LIMITS.snapshotsPerArtefact; i++)
      tokens.push(tokenOf((await snap('demo')).json().url));
    const over = await snap('demo');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'limit', param: 'snapshotsPerArtefact' });
    const version = (await t.call('demo', 'GET', `${A}/${report.id}`)).json().version;
    expect(
      (await t.call('demo', 'DELETE', `${A}/${report.id}`, { headers: { 'if-match': `"${version}"` } }))
        .statusCode,
    ).toBe(204);
    expect((await open(tokens[0]!)).statusCode).toBe(404);
  });
});
