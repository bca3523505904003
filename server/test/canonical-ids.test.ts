import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * A path id is a positive integer in plain decimal. Every other spelling of an existing id (sign,
 * leading zero, spaces, hex, binary, exponent, fraction) names nothing: 404 (or 400), and no
 * request through it changes anything.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 200 });
});
afterAll(() => t.close());

const ALIASES = (id: number) => [
  `0${id}`,
  `+${id}`,
  `%20${id}`,
  `${id}%20`,
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `${id}.0`,
  `${id}.`,
  `-${id}`,
  `%2B${id}`,
  `${id}%00`,
];

/** Everything a request through an alias could change. */
const snapshot = () =>
  JSON.stringify(
    ['workspaces', 'folders', 'custom_enrichments'].map((table) =>
      t.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all(),
    ),
  );

describe('canonical ids', () => {
  it('answers 404/400 to every alias of an existing id, and changes nothing', async () => {
    const workspace = (
      t.db
        .prepare(
          "SELECT min(id) AS id FROM workspaces WHERE team_id = (SELECT team_id FROM users WHERE username = 'demo')",
        )
        .get() as { id: number }
    ).id;
    const folder = (await t.as('demo', 'POST', '/api/folders', { title: 'Target' })).json().id as number;
    const enrichment = (
      await t.as('demo', 'POST', '/api/customEnrichments', {
        name: 'Target',
        type: 'categorical',
        constraints: { enum: ['a'] },
      })
    ).json().enrichment_id as number;
    const before = snapshot();
    const requests = (id: number, kind: 'workspace' | 'folder' | 'enrichment') =>
      ALIASES(id).flatMap((alias): [string, string, object?][] =>
        kind === 'workspace'
          ? [
              ['GET', `/api/workspaces/${alias}/mentions?since=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z`],
              ['GET', `/api/workspaces/${alias}/available-filters`],
              [
                'PUT',
                `/api/workspaces/${alias}`,
                { title: 'Hijacked', query: 'x', channels: ['news'], folder: null },
              ],
              ['DELETE', `/api/workspaces/${alias}`],
            ]
          : kind === 'folder'
            ? [
                ['PUT', `/api/folders/${alias}`, { title: 'Hijacked' }],
                ['DELETE', `/api/folders/${alias}`],
              ]
            : [
                [
                  'PUT',
                  `/api/customEnrichments/${alias}`,
                  { name: 'Hijacked', constraints: { enum: ['a'] } },
                ],
                ['DELETE', `/api/customEnrichments/${alias}`],
              ],
      );
    const all = [
      ...requests(workspace, 'workspace'),
      ...requests(folder, 'folder'),
      ...requests(enrichment, 'enrichment'),
    ];
    for (const [method, url, payload] of all) {
      const res = await t.as('demo', method, url, payload);
      expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
      expect(res.json().error.status).toBe(res.statusCode);
    }
    await t.app.worker.drain();
    expect(snapshot()).toBe(before);
    // The canonical spelling still reaches the object.
    expect((await t.as('demo', 'GET', `/api/workspaces/${workspace}/available-filters`)).statusCode).toBe(
      200,
    );
    expect((await t.as('demo', 'DELETE', `/api/folders/${folder}`)).statusCode).toBe(204);
  });
});
