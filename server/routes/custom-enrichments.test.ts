import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomEnrichmentListSchema } from '../../src/api/schemas';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const create = (user: string, body: object) => t.as(user, 'POST', '/api/customEnrichments', body);

describe('custom enrichments CRUD', () => {
  it('creates (201), lists, updates options and name (200), retires (204)', async () => {
    const res = await create('demo', {
      name: 'Stance',
      type: 'categorical',
      constraints: { enum: ['For', 'Against'] },
    });
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      name: 'Stance',
      type: 'categorical',
      constraints: { enum: ['For', 'Against'] },
    });
    const list = CustomEnrichmentListSchema.parse(
      (await t.as('demo', 'GET', '/api/customEnrichments')).json(),
    );
    expect(list.map((x) => x.enrichment_id)).toContain(e.enrichment_id);
    const put = await t.as('demo', 'PUT', `/api/customEnrichments/${e.enrichment_id}`, {
      name: 'Position',
      constraints: { enum: ['Neutral'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Position', constraints: { enum: ['Neutral'] } });
    expect((await t.as('demo', 'DELETE', `/api/customEnrichments/${e.enrichment_id}`)).statusCode).toBe(204);
    const after = (await t.as('demo', 'GET', '/api/customEnrichments')).json() as { enrichment_id: number }[];
    expect(after.map((x) => x.enrichment_id)).not.toContain(e.enrichment_id);
    expect(
      (await t.as('demo', 'PUT', `/api/customEnrichments/${e.enrichment_id}`, { constraints: { enum: [] } }))
        .statusCode,
    ).toBe(404);
    // A retired name is free again.
    expect(
      (await create('demo', { name: 'position', type: 'integer', constraints: { enum: [] } })).statusCode,
    ).toBe(201);
  });

  it('409 for a duplicate name, compared case-insensitively, on create and rename; not across teams', async () => {
    await create('demo', { name: 'Tone', type: 'categorical', constraints: { enum: [] } });
    const dup = await create('demo', {
      name: 'TONE',
      type: 'multivalue_categorical',
      constraints: { enum: [] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'conflict', param: 'name' });
    const other = (
      await create('demo', { name: 'Other', type: 'categorical', constraints: { enum: [] } })
    ).json();
    expect(
      (
        await t.as('demo', 'PUT', `/api/customEnrichments/${other.enrichment_id}`, {
          name: 'tone',
          constraints: { enum: [] },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await create('rival', { name: 'Tone', type: 'categorical', constraints: { enum: [] } })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['no constraints', { name: 'A1', type: 'categorical' }, 'constraints'],
    [
      'integer with options',
      { name: 'A2', type: 'integer', constraints: { enum: ['1'] } },
      'constraints.enum',
    ],
    ['an unknown type', { name: 'A3', type: 'text', constraints: { enum: [] } }, 'type'],
    [
      'repeated options',
      { name: 'A4', type: 'categorical', constraints: { enum: ['a', 'a'] } },
      'constraints.enum',
    ],
    [
      'too many options',
      {
        name: 'A5',
        type: 'categorical',
        constraints: { enum: Array.from({ length: 5001 }, (_, i) => `o${i}`) },
      },
      'constraints.enum',
    ],
    [
      'a 256-character name',
      { name: 'n'.repeat(256), type: 'categorical', constraints: { enum: [] } },
      'name',
    ],
  ])('POST 400 for %s', async (_n, body, param) => {
    const res = await create('demo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.param).toBe(param);
  });

  it('PUT cannot change the type, needs constraints, and keeps integer options empty', async () => {
    const cat = (
      await create('demo', { name: 'Fixed', type: 'categorical', constraints: { enum: [] } })
    ).json();
    const changed = await t.as('demo', 'PUT', `/api/customEnrichments/${cat.enrichment_id}`, {
      type: 'integer',
      constraints: { enum: [] },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.param).toBe('type');
    expect(
      (
        await t.as('demo', 'PUT', `/api/customEnrichments/${cat.enrichment_id}`, {
          type: 'categorical',
          constraints: { enum: ['x'] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.as('demo', 'PUT', `/api/customEnrichments/${cat.enrichment_id}`, { name: 'Fixed' })).json()
        .error.param,
    ).toBe('constraints');
    const int = (await create('demo', { name: 'Score', type: 'integer', constraints: { enum: [] } })).json();
    const bad = await t.as('demo', 'PUT', `/api/customEnrichments/${int.enrichment_id}`, {
      constraints: { enum: ['1'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.param).toBe('constraints.enum');
  });

  it('404 for the other team’s enrichment on PUT and DELETE', async () => {
    const rival = (
      await create('rival', { name: 'Hidden', type: 'categorical', constraints: { enum: [] } })
    ).json();
    expect(
      (
        await t.as('demo', 'PUT', `/api/customEnrichments/${rival.enrichment_id}`, {
          constraints: { enum: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as('demo', 'DELETE', `/api/customEnrichments/${rival.enrichment_id}`)).statusCode).toBe(
      404,
    );
    const demoList = (await t.as('demo', 'GET', '/api/customEnrichments')).json() as {
      enrichment_id: number;
    }[];
    expect(demoList.map((e) => e.enrichment_id)).not.toContain(rival.enrichment_id);
    expect(
      (await t.as('rival', 'GET', '/api/customEnrichments')).json().map((e: { name: string }) => e.name),
    ).toContain('Hidden');
  });
});
