import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_BASE, DESK_LIMITS } from '../../src/api/schemas/desk';
import { ENGINES, makeDeskApp, type DeskTestApp } from './test-support';

const A = `${DESK_BASE}/artefacts`;

describe.each(ENGINES)('desk limits and bad input on %s', (engine) => {
  let t: DeskTestApp;
  let ws: number[];
  beforeAll(async () => {
    t = await makeDeskApp(engine);
    ws = t.workspacesOf('demo');
  }, 120_000);
  afterAll(() => t?.close());

  const valid = () => ({
    kind: 'report',
    title: 'R',
    workspaceIds: [ws[0]],
    visibility: 'team',
    body: { blocks: [] },
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.call('demo', 'POST', A, { body, headers });
  const refusal = async (res: Awaited<ReturnType<typeof post>>, status: number, param: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { status, code: 'limit', param } });
    expect(res.json().error.message).toContain(param);
  };

  it('refuses each size limit by name', async () => {
    await refusal(
      await post({ ...valid(), title: 'x'.repeat(DESK_LIMITS.titleChars + 1) }),
      413,
      'titleChars',
    );
    const many = Array.from({ length: DESK_LIMITS.workspacesPerArtefact + 1 }, (_, i) => i + 1);
    await refusal(await post({ ...valid(), workspaceIds: many }), 413, 'workspacesPerArtefact');
    const blocks = Array.from({ length: DESK_LIMITS.reportBlocks + 1 }, () => ({ type: 'text', text: '' }));
    await refusal(await post({ ...valid(), body: { blocks } }), 413, 'reportBlocks');
    // A view may hold a list that long: reportBlocks is for reports.
    expect((await post({ ...valid(), kind: 'view', body: { blocks } })).statusCode).toBe(201);
    const big = { logo: 'x'.repeat(DESK_LIMITS.bodyBytes) };
    await refusal(await post({ ...valid(), body: big }), 413, 'bodyBytes');
    // Refused by its Content-Length before it is read.
    const huge = JSON.stringify({ ...valid(), body: { logo: 'x'.repeat(DESK_LIMITS.bodyBytes * 3) } });
    await refusal(await post(huge, { 'content-type': 'application/json' }), 413, 'bodyBytes');
    // The same limits on a change.
    const a = (await post(valid())).json();
    const put = await t.call('demo', 'PUT', `${A}/${a.id}`, {
      headers: { 'if-match': '"1"' },
      body: { title: 'R', workspaceIds: [ws[0]], visibility: 'team', body: big },
    });
    await refusal(put, 413, 'bodyBytes');
  });

  it('refuses the artefact beyond artefactsPerUser, naming the limit', async () => {
    // Filled through the store (5,000 requests would only slow the test down).
    const now = new Date().toISOString();
    const have = Number(
      (
        await t.store.db
          .selectFrom('artefacts')
          .select((e) => e.fn.countAll().as('n'))
          .where('owner_id', '=', '2')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const rows = Array.from({ length: DESK_LIMITS.artefactsPerUser - have }, (_, i) => ({
      id: `filler-${i}`,
      kind: 'view',
      title: 'filler',
      owner_id: '2',
      owner_name: 'rival',
      visibility: 'private',
      workspace_ids: '[]',
      workspace_count: 0,
      body: '{}',
      version: 1,
      created_at: now,
      created_by_id: '2',
      created_by_name: 'rival',
      updated_at: now,
      updated_by_id: '2',
      updated_by_name: 'rival',
      client_key: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.store.db
        .insertInto('artefacts')
        .values(rows.slice(i, i + 500))
        .execute();
    const me = (await t.call('rival', 'GET', `${DESK_BASE}/me`)).json();
    expect(me.user.id).toBe('2');
    const res = await t.call('rival', 'POST', A, {
      body: { ...valid(), workspaceIds: [t.workspacesOf('rival')[0]] },
    });
    await refusal(res, 409, 'artefactsPerUser');
  });

  it('answers bad input with the documented body naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid(), kind: 'chart' }, 'kind'],
      [{ ...valid(), title: '   ' }, 'title'],
      [{ ...valid(), workspaceIds: [] }, 'workspaceIds'],
      [{ ...valid(), workspaceIds: [0] }, 'workspaceIds.0'],
      [{ ...valid(), visibility: 'public' }, 'visibility'],
      [{ ...valid(), body: [1, 2] }, 'body'],
      [{ ...valid(), owner: 'someone-else' }, ''],
    ];
    for (const [body, param] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('invalid_body');
      if (param) expect(res.json().error.param).toBe(param);
    }
    const malformed = await post('{"kind": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ status: 400, code: 'invalid_body' });
    expect((await post(undefined)).statusCode).toBe(400);
    const unknownId = await t.call('demo', 'GET', `${A}/${'x'.repeat(65)}`);
    expect(unknownId.statusCode).toBe(404);
    const wrongMethod = await t.call('demo', 'PATCH', `${A}/abc`);
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().error.code).toBe('method_not_allowed');
  });
});
