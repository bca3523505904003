import { beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './open';
import { coveredChannels, matchMentionToWorkspaces, rematchWorkspace } from './workspace-matcher';

let db: Db;
let nextId = 1;

function addMention(channel: string, title: string, teamId: number | null = null): number {
  const id = nextId++;
  db.prepare(
    `INSERT INTO mentions (id, team_id, channel, title, text, url, mention_type, published, created, processed)
     VALUES (?, ?, ?, ?, '', ?, 'news.news', ?, 0, 0)`,
  ).run(id, teamId, channel, title, `https://e.com/${id}`, 1000 + id);
  db.prepare('INSERT INTO mentions_fts (rowid, title, text) VALUES (?, ?, ?)').run(id, title, '');
  return id;
}

function addWorkspace(teamId: number, query: string, channels: string[]): number {
  return Number(
    db
      .prepare(
        `INSERT INTO workspaces (team_id, owner, title, query, channels, created, modified)
         VALUES (?, 'u', 'w', ?, ?, 0, 0)`,
      )
      .run(teamId, query, JSON.stringify(channels)).lastInsertRowid,
  );
}

const members = (ws: number) =>
  (
    db
      .prepare('SELECT mention_id FROM workspace_mentions WHERE workspace_id = ? ORDER BY mention_id')
      .all(ws) as {
      mention_id: number;
    }[]
  ).map((r) => r.mention_id);

beforeEach(() => {
  db = openDb(':memory:');
  nextId = 1;
  db.exec("INSERT INTO teams (id, name) VALUES (1, 'demo'), (2, 'rival')");
});

describe('coveredChannels', () => {
  it('always covers the non-configurable channels and lets redditComment follow reddit', () => {
    expect(coveredChannels(['news'])).not.toContain('redditComment');
    expect(coveredChannels(['news'])).toContain('tiktok');
    expect(coveredChannels(['reddit'])).toEqual(expect.arrayContaining(['reddit', 'redditComment']));
    expect(coveredChannels(['bogus'])).not.toContain('bogus');
  });
});

describe('rematchWorkspace', () => {
  it('applies the channel rule, the query, and keeps custom mentions to their team', () => {
    const news = addMention('news', 'oil spill');
    const twitter = addMention('twitter', 'oil rally');
    const tiktok = addMention('tiktok', 'oil dance');
    const comment = addMention('redditComment', 'oil thread');
    const offTopic = addMention('news', 'football');
    const ownCustom = addMention('custom', 'oil memo', 1);
    const rivalCustom = addMention('custom', 'oil memo', 2);
    const ws = addWorkspace(1, 'oil', ['news']);
    expect(rematchWorkspace(db, ws)).toBe(3);
    expect(members(ws)).toEqual([news, tiktok, ownCustom]);
    expect(members(ws)).not.toContain(twitter);
    expect([comment, offTopic, rivalCustom].some((id) => members(ws).includes(id))).toBe(false);
  });

  it('replaces the previous set and copies published', () => {
    const a = addMention('news', 'oil');
    const b = addMention('news', 'gas');
    const ws = addWorkspace(1, 'oil', ['news']);
    rematchWorkspace(db, ws);
    db.prepare("UPDATE workspaces SET query = 'gas OR NOT oil' WHERE id = ?").run(ws);
    rematchWorkspace(db, ws);
    expect(members(ws)).toEqual([b]);
    expect(db.prepare('SELECT published FROM workspace_mentions WHERE mention_id = ?').get(b)).toEqual({
      published: 1000 + b,
    });
    expect(a).toBeLessThan(b);
  });

  it('matches everything in the channels for an empty query and nothing for a malformed one', () => {
    addMention('news', 'x');
    addMention('news', 'y');
    const empty = addWorkspace(1, '  ', ['news']);
    const broken = addWorkspace(1, '(oil', ['news']);
    expect(rematchWorkspace(db, empty)).toBe(2);
    expect(rematchWorkspace(db, broken)).toBe(0);
  });
});

describe('matchMentionToWorkspaces', () => {
  it('adds a new mention to each matching workspace of its team only', () => {
    const demoOil = addWorkspace(1, 'title:oil', ['news']);
    const demoGas = addWorkspace(1, 'gas', ['news']);
    const rivalOil = addWorkspace(2, 'oil', ['news']);
    const custom = addMention('custom', 'oil leak', 1);
    expect(matchMentionToWorkspaces(db, custom)).toEqual([demoOil]);
    const shared = addMention('news', 'oil and gas');
    expect(matchMentionToWorkspaces(db, shared).sort()).toEqual([demoOil, demoGas, rivalOil].sort());
    expect(members(demoOil)).toEqual([custom, shared]);
    expect(matchMentionToWorkspaces(db, 9999)).toEqual([]);
  });
});
