import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * Tenancy across every endpoint: a team never sees nor changes another team's data. Ids of the
 * other team answer 404 (never 403), exactly like ids that do not exist.
 */
let t: TestApp;
const own: Record<string, { workspace: number; folder: number; enrichment: number; channel: string }> = {};

beforeAll(async () => {
  t = await makeTestApp();
  for (const user of ['demo', 'rival']) {
    own[user] = {
      workspace: (await t.as(user, 'GET', '/api/workspaces')).json()[0].id,
      folder: (await t.as(user, 'POST', '/api/folders', { title: `${user} tenancy` })).json().id,
      enrichment: (
        await t.as(user, 'POST', '/api/customEnrichments', {
          name: `${user} tenancy`,
          type: 'categorical',
          constraints: { enum: [] },
        })
      ).json().enrichment_id,
      channel: (await t.as(user, 'GET', '/api/customChannels')).json()[0].id,
    };
  }
});
afterAll(() => t.close());

const window = 'since=2026-05-01T00:00:00Z&to=2026-11-21T00:00:00Z';
const wsBody = { title: 'T', query: 'grid', channels: ['news'], folder: null };
const push = {
  mentions: [{ title: 'Tenancy probe', url: 'https://probe.example/1', published: '2026-11-19T00:00:00Z' }],
};

/** Every endpoint addressing one resource of a team, as [method, path, body]. */
const scoped = (o: (typeof own)[string]): [string, string, unknown?][] => [
  ['GET', `/api/workspaces/${o.workspace}/mentions?${window}`],
  ['GET', `/api/workspaces/${o.workspace}/narratives`],
  ['GET', `/api/workspaces/${o.workspace}/analytics/distribution?${window}&group_by=channels`],
  ['GET', `/api/workspaces/${o.workspace}/analytics/timeline?${window}`],
  ['GET', `/api/workspaces/${o.workspace}/available-filters`],
  ['PUT', `/api/workspaces/${o.workspace}`, wsBody],
  ['PUT', `/api/folders/${o.folder}`, { title: 'Taken over' }],
  ['PUT', `/api/customEnrichments/${o.enrichment}`, { constraints: { enum: ['x'] } }],
  ['POST', `/api/customChannels/${o.channel}/mentions`, push],
  ['DELETE', `/api/customEnrichments/${o.enrichment}`],
  ['DELETE', `/api/folders/${o.folder}`],
  ['DELETE', `/api/workspaces/${o.workspace}`],
];

describe('tenancy isolation', () => {
  it('the other team’s ids answer 404 on every endpoint, in both directions, and nothing changes', async () => {
    const snapshot = () =>
      t.db
        .prepare(
          'SELECT (SELECT group_concat(title) FROM folders) || (SELECT group_concat(title || query) FROM workspaces) || (SELECT group_concat(name || options || retired) FROM custom_enrichments) AS s',
        )
        .get();
    const before = snapshot();
    for (const [caller, victim] of [
      ['demo', 'rival'],
      ['rival', 'demo'],
    ] as const) {
      for (const [method, url, body] of scoped(own[victim]!)) {
        const res = await t.as(caller, method, url, body);
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
        expect(res.json().error.code).toBe('not_found');
      }
    }
    await t.app.worker.drain();
    expect(snapshot()).toEqual(before);
    expect(
      t.db.prepare("SELECT 1 FROM mentions WHERE url = 'https://probe.example/1'").get(),
    ).toBeUndefined();
  });

  it('the same requests succeed for the owning team', async () => {
    for (const user of ['demo', 'rival']) {
      for (const [method, url, body] of scoped(own[user]!)) {
        const res = await t.as(user, method, url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      }
    }
  });

  it('lists never overlap between teams', async () => {
    for (const path of ['/api/workspaces', '/api/folders', '/api/customChannels', '/api/customEnrichments']) {
      const key = path === '/api/customEnrichments' ? 'enrichment_id' : 'id';
      const ids = async (u: string) =>
        new Set(((await t.as(u, 'GET', path)).json() as Record<string, unknown>[]).map((x) => x[key]));
      const demo = await ids('demo');
      const rival = await ids('rival');
      expect([...demo].filter((id) => rival.has(id))).toEqual([]);
    }
  });

  it('custom-channel mentions and enrichment values stay with their team', async () => {
    const crossed = t.db
      .prepare(
        `SELECT count(*) AS n FROM workspace_mentions wm JOIN workspaces w ON w.id = wm.workspace_id
         JOIN mentions m ON m.id = wm.mention_id WHERE m.team_id IS NOT NULL AND m.team_id <> w.team_id`,
      )
      .get() as { n: number };
    expect(crossed.n).toBe(0);
    const rivalUrl = (
      t.db
        .prepare(
          "SELECT m.url FROM mentions m JOIN teams tm ON tm.id = m.team_id WHERE tm.name = 'rival' LIMIT 1",
        )
        .get() as { url: string }
    ).url;
    const demoEnrichment = (await t.as('demo', 'GET', '/api/customEnrichments')).json()[0].enrichment_id;
    const res = await t.as('demo', 'PUT', '/api/mentions/customEnrichments', [
      { url: rivalUrl, enrichment_id: demoEnrichment, value: 'x' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.param).toBe('0.url');
  });

  it('locations and the standard channels are shared reference data; custom channels are the team’s', async () => {
    const lists: string[][] = [];
    for (const user of ['demo', 'rival']) {
      expect((await t.as(user, 'GET', '/api/locations?level=region')).statusCode).toBe(200);
      const channels = (await t.as(user, 'GET', '/api/channels')).json() as { id: string }[];
      const own = ((await t.as(user, 'GET', '/api/customChannels')).json() as { id: string }[]).map(
        (c) => c.id,
      );
      expect(channels.slice(14).map((c) => c.id)).toEqual(own);
      lists.push(own);
    }
    expect(lists[0]!.some((id) => lists[1]!.includes(id))).toBe(false);
  });
});
