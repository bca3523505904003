import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
let clock = Date.parse('2026-11-20T12:00:00Z');
let url: string;
let rivalCustomUrl: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await makeTestApp({ now: () => clock, limits: { perMinute: 5, windowMs: 60_000, perDay: 12 } });
  url = (
    t.db.prepare('SELECT url FROM mentions WHERE team_id IS NULL ORDER BY id LIMIT 1').get() as {
      url: string;
    }
  ).url;
  rivalCustomUrl = (
    t.db
      .prepare("SELECT m.url FROM mentions m JOIN teams t ON t.id = m.team_id WHERE t.name = 'rival' LIMIT 1")
      .get() as { url: string }
  ).url;
  for (const [name, type, options] of [
    ['Verdict', 'categorical', ['True']],
    ['Topics', 'multivalue_categorical', []],
    ['Score', 'integer', []],
  ] as const) {
    ids[name] = (
      await t.as('demo', 'POST', '/api/customEnrichments', { name, type, constraints: { enum: options } })
    ).json().enrichment_id;
  }
  ids.rival = (
    await t.as('rival', 'POST', '/api/customEnrichments', {
      name: 'R',
      type: 'categorical',
      constraints: { enum: [] },
    })
  ).json().enrichment_id;
});
afterAll(() => t.close());

const put = (body: unknown, user = 'demo') => t.as(user, 'PUT', '/api/mentions/customEnrichments', body);
const valuesOf = (enrichmentId: number) =>
  (
    t.db
      .prepare('SELECT value FROM mention_custom_values WHERE enrichment_id = ? ORDER BY value')
      .all(enrichmentId) as { value: string }[]
  ).map((r) => r.value);
/** Each test starts with a fresh rate-limit budget. */
const nextDay = () => (clock += 86_400_000);

describe('PUT /mentions/customEnrichments', () => {
  it('queues (202); the worker writes values per type, replacing earlier ones, and registers new options', async () => {
    nextDay();
    const res = await put([
      { url, enrichment_id: ids.Verdict, value: 'False' },
      { url, enrichment_id: ids.Topics, value: ['energy', 'grid'] },
      { url, enrichment_id: ids.Score, value: 7 },
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ count: 3 });
    await t.app.worker.drain();
    expect(valuesOf(ids.Verdict!)).toEqual(['False']);
    expect(valuesOf(ids.Topics!)).toEqual(['energy', 'grid']);
    expect(valuesOf(ids.Score!)).toEqual(['7']);
    const verdict = (await t.as('demo', 'GET', '/api/customEnrichments'))
      .json()
      .find((e: { name: string }) => e.name === 'Verdict');
    expect(verdict.constraints.enum).toEqual(['True', 'False']);
    await put([
      { url, enrichment_id: ids.Verdict, value: 'True' },
      { url, enrichment_id: ids.Topics, value: ['vote'] },
    ]);
    await t.app.worker.drain();
    expect(valuesOf(ids.Verdict!)).toEqual(['True']);
    expect(valuesOf(ids.Topics!)).toEqual(['vote']);
  });

  it('takes an integer value as its decimal string, as the public reference sends it', async () => {
    nextDay();
    expect((await put([{ url, enrichment_id: ids.Score, value: '12' }])).statusCode).toBe(202);
    await t.app.worker.drain();
    expect(valuesOf(ids.Score!)).toEqual(['12']);
  });

  it.each([
    [
      'a non-numeric string for an integer enrichment',
      () => ({ url, enrichment_id: ids.Score, value: 'seven' }),
      '1.value',
    ],
    [
      'a string for a multivalue enrichment',
      () => ({ url, enrichment_id: ids.Topics, value: 'x' }),
      '1.value',
    ],
    [
      'an array for a categorical enrichment',
      () => ({ url, enrichment_id: ids.Verdict, value: ['x'] }),
      '1.value',
    ],
    [
      'an unknown url',
      () => ({ url: 'https://nowhere.example/none', enrichment_id: ids.Verdict, value: 'x' }),
      '1.url',
    ],
    [
      'another team’s custom-channel mention',
      () => ({ url: rivalCustomUrl, enrichment_id: ids.Verdict, value: 'x' }),
      '1.url',
    ],
    ['another team’s enrichment', () => ({ url, enrichment_id: ids.rival, value: 'x' }), '1.enrichment_id'],
    ['a fractional integer', () => ({ url, enrichment_id: ids.Score, value: 1.5 }), '1'],
    ['a missing value', () => ({ url, enrichment_id: ids.Score }), '1.value'],
  ])('400 naming the item for %s, and nothing is written', async (_n, bad, param) => {
    nextDay();
    const before = (t.db.prepare('SELECT count(*) AS n FROM write_queue').get() as { n: number }).n;
    const res = await put([{ url, enrichment_id: ids.Verdict, value: 'Brand new option' }, bad()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.param).toMatch(new RegExp(`^${param.replace('.', '\\.')}`));
    expect(res.json().error.message).toMatch(/^item 1/);
    expect((t.db.prepare('SELECT count(*) AS n FROM write_queue').get() as { n: number }).n).toBe(before);
    const verdict = (await t.as('demo', 'GET', '/api/customEnrichments'))
      .json()
      .find((e: { name: string }) => e.name === 'Verdict');
    expect(verdict.constraints.enum).not.toContain('Brand new option');
  });

  it('400 for a retired enrichment, a non-array body, an empty array; 413 beyond 100 items', async () => {
    nextDay();
    const gone = (
      await t.as('demo', 'POST', '/api/customEnrichments', {
        name: 'Gone',
        type: 'categorical',
        constraints: { enum: [] },
      })
    ).json();
    await t.as('demo', 'DELETE', `/api/customEnrichments/${gone.enrichment_id}`);
    expect((await put([{ url, enrichment_id: gone.enrichment_id, value: 'x' }])).json().error.param).toBe(
      '0.enrichment_id',
    );
    expect((await put({ url, enrichment_id: ids.Verdict, value: 'x' })).statusCode).toBe(400);
    expect((await put([])).statusCode).toBe(400);
    const big = await put(
      Array.from({ length: 101 }, () => ({ url, enrichment_id: ids.Verdict, value: 'True' })),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    expect(
      (await put(Array.from({ length: 100 }, () => ({ url, enrichment_id: ids.Verdict, value: 'True' }))))
        .statusCode,
    ).toBe(202);
  });

  it('400 when new options would pass 5000', async () => {
    nextDay();
    const full = Array.from({ length: 5000 }, (_, i) => `o${i}`);
    const e = (
      await t.as('demo', 'POST', '/api/customEnrichments', {
        name: 'Full',
        type: 'categorical',
        constraints: { enum: full },
      })
    ).json();
    expect((await put([{ url, enrichment_id: e.enrichment_id, value: 'o12' }])).statusCode).toBe(202);
    const res = await put([{ url, enrichment_id: e.enrichment_id, value: 'o5000' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/5000 options/);
  });

  it('rolling window: only 2xx count; 429 with Retry-After until the oldest request leaves the window', async () => {
    nextDay();
    const ok = [{ url, enrichment_id: ids.Verdict, value: 'True' }];
    for (let i = 0; i < 3; i++)
      expect(
        (await put([{ url: 'https://bad.example/x', enrichment_id: ids.Verdict, value: 'x' }])).statusCode,
      ).toBe(400);
    const start = clock;
    for (let i = 0; i < 5; i++) {
      expect((await put(ok)).statusCode).toBe(202);
      clock += 10_000;
    }
    const limited = await put(ok);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/5 requests per 60 s/);
    expect(limited.headers['retry-after']).toBe('10');
    clock = start + 60_000 + 1;
    expect((await put(ok)).statusCode).toBe(202);
    expect((await put(ok)).statusCode).toBe(429);
    // Other teams have their own budget.
    expect((await put([{ url, enrichment_id: ids.rival, value: 'x' }], 'rival')).statusCode).toBe(202);
  });

  it('daily limit per UTC day, resetting at midnight', async () => {
    clock = Date.parse('2027-02-01T23:00:00Z');
    const ok = [{ url, enrichment_id: ids.Verdict, value: 'True' }];
    for (let i = 0; i < 12; i++) {
      expect((await put(ok)).statusCode).toBe(202);
      clock += 61_000 / 5;
    }
    const limited = await put(ok);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/daily limit of 12 .*2027-02-02T00:00:00.000Z/);
    expect(Number(limited.headers['retry-after'])).toBe(
      Math.ceil((Date.parse('2027-02-02T00:00:00Z') - clock) / 1000),
    );
    clock = Date.parse('2027-02-02T00:00:01Z');
    expect((await put(ok)).statusCode).toBe(202);
  });
});
