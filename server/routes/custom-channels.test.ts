import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelListSchema, CustomChannelListSchema } from '../../src/api/schemas';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
let demoChannel: string;
let rivalChannel: string;
beforeAll(async () => {
  t = await makeTestApp();
  demoChannel = (await t.as('demo', 'GET', '/api/customChannels')).json()[0].id;
  rivalChannel = (await t.as('rival', 'GET', '/api/customChannels')).json()[0].id;
});
afterAll(() => t.close());

const mention = (i: number, extra: object = {}) => ({
  title: `Solar grid expansion hits a record ${i}`,
  text: 'The energy ministry said the grid and the solar farms are growing faster than planned.',
  url: `https://www.m.example-press.org/solar/${i}`,
  published: '2026-11-19T08:00:00Z',
  author: 'Desk',
  ...extra,
});

describe('GET /channels and /customChannels', () => {
  it('lists the 14 channels with display names, then the team’s custom channels', async () => {
    const list = ChannelListSchema.parse((await t.as('demo', 'GET', '/api/channels')).json());
    expect(list).toHaveLength(15);
    expect(list[14]).toMatchObject({ id: demoChannel });
    expect(list).toContainEqual({ id: 'twitter', name: 'X (Twitter)' });
    expect(list).toContainEqual({ id: 'redditComment', name: 'Reddit comments' });
  });

  it('lists only the team’s own custom channels', async () => {
    const demo = CustomChannelListSchema.parse((await t.as('demo', 'GET', '/api/customChannels')).json());
    const rival = CustomChannelListSchema.parse((await t.as('rival', 'GET', '/api/customChannels')).json());
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.map((c) => c.id)).not.toContain(rivalChannel);
    expect(rival.map((c) => c.id)).not.toContain(demoChannel);
    expect(Number.isNaN(Date.parse(demo[0]!.createdDate))).toBe(false);
  });
});

describe('POST /customChannels/{id}/mentions', () => {
  it('queues (202) and the worker stores normalised mentions matched to the team’s workspaces only', async () => {
    const res = await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, {
      mentions: [mention(1), mention(2)],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ count: 2 });
    await t.app.worker.drain();
    const rows = t.db
      .prepare(
        "SELECT id, team_id, channel, domain, language, custom_channel_id, media FROM mentions WHERE url LIKE 'https://www.m.example-press.org/solar/%'",
      )
      .all() as {
      id: number;
      team_id: number;
      channel: string;
      domain: string;
      language: string;
      custom_channel_id: string;
    }[];
    expect(rows).toHaveLength(2);
    const demoTeam = (t.db.prepare("SELECT id FROM teams WHERE name = 'demo'").get() as { id: number }).id;
    expect(rows[0]).toMatchObject({
      team_id: demoTeam,
      channel: 'custom',
      domain: 'example-press.org',
      language: 'en',
      custom_channel_id: demoChannel,
    });
    const fts = t.db
      .prepare("SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH 'solar AND expansion'")
      .all() as { rowid: number }[];
    expect(fts.map((r) => r.rowid)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    const owners = t.db
      .prepare(
        'SELECT DISTINCT w.team_id AS team FROM workspace_mentions wm JOIN workspaces w ON w.id = wm.workspace_id WHERE wm.mention_id = ?',
      )
      .all(rows[0]!.id) as { team: number }[];
    expect(owners.every((o) => o.team === demoTeam)).toBe(true);
  });

  it('a workspace created later matches pushed mentions through its query', async () => {
    const ws = (
      await t.as('demo', 'POST', '/api/workspaces', {
        title: 'Solar',
        query: '"solar grid expansion"',
        channels: ['news'],
      })
    ).json();
    await t.app.worker.drain();
    const n = t.db
      .prepare('SELECT count(*) AS n FROM workspace_mentions WHERE workspace_id = ?')
      .get(ws.id) as { n: number };
    expect(n.n).toBeGreaterThanOrEqual(2);
  });

  it('a pushed mention that clearly tells a known story joins that narrative', async () => {
    // A story of a demo narrative, retold: one of its mentions' words under the narrative's title.
    const story = t.db
      .prepare(
        `SELECT n.id, n.title, m.title AS memberTitle, m.text AS memberText FROM narratives n
         JOIN workspaces w ON w.id = n.workspace_id JOIN teams tm ON tm.id = w.team_id
         JOIN mention_narratives mn ON mn.narrative_id = n.id JOIN mentions m ON m.id = mn.mention_id
         WHERE tm.name = 'demo' ORDER BY n.id, m.id LIMIT 1`,
      )
      .get() as { id: number; title: string; memberTitle: string | null; memberText: string | null };
    const res = await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, {
      mentions: [
        {
          title: `${story.title}. ${story.memberTitle ?? ''}`,
          text: story.memberText ?? story.title,
          url: 'https://fieldnotes.example.net/retold',
          published: '2026-11-19T09:00:00Z',
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    await t.app.worker.drain();
    const linked = t.db
      .prepare(
        "SELECT mn.narrative_id AS id FROM mention_narratives mn JOIN mentions m ON m.id = mn.mention_id WHERE m.url = 'https://fieldnotes.example.net/retold'",
      )
      .all() as { id: number }[];
    expect(linked.map((l) => l.id)).toContain(story.id);
  });

  it('413 beyond 100 mentions', async () => {
    const res = await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, {
      mentions: Array.from({ length: 101 }, (_, i) => mention(i)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it.each([
    ['a bad url', { url: 'ftp://x.org/a' }, '1.url'],
    ['a bad date', { published: 'yesterday' }, '1.published'],
    ['no title nor text', { title: undefined, text: ' ' }, '1.title'],
    ['an unknown member', { score: 3 }, undefined],
  ])('400 naming the item for %s, and nothing is queued', async (_n, extra, param) => {
    const before = (t.db.prepare('SELECT count(*) AS n FROM write_queue').get() as { n: number }).n;
    const res = await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, {
      mentions: [mention(10), mention(11, extra)],
    });
    expect(res.statusCode).toBe(400);
    if (param) expect(res.json().error.param).toBe(`mentions.${param}`);
    expect((t.db.prepare('SELECT count(*) AS n FROM write_queue').get() as { n: number }).n).toBe(before);
  });

  it('400 for an empty list or a non-object body', async () => {
    expect(
      (await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, { mentions: [] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as('demo', 'POST', `/api/customChannels/${demoChannel}/mentions`, [mention(1)])).statusCode,
    ).toBe(400);
  });

  it('404 for the other team’s channel or an unknown one; nothing stored', async () => {
    const res = await t.as('demo', 'POST', `/api/customChannels/${rivalChannel}/mentions`, {
      mentions: [mention(50)],
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.as('demo', 'POST', '/api/customChannels/nope/mentions', { mentions: [mention(51)] }))
        .statusCode,
    ).toBe(404);
    await t.app.worker.drain();
    expect(
      t.db.prepare("SELECT 1 FROM mentions WHERE url = 'https://www.m.example-press.org/solar/50'").get(),
    ).toBeUndefined();
  });
});
