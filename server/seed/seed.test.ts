import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/open';
import { seedDatabase } from './index';
import { LOCATION_CUTOFF_MS } from './locations-picker';

const NOW = Date.UTC(2026, 10, 21, 12);
const SOCIAL = [
  'twitter',
  'reddit',
  'redditComment',
  'facebook',
  'youtube',
  'telegram',
  'instagram',
  'tiktok',
  'bluesky',
  'threads',
  'vk',
  'weibo',
];

function seeded(): Db {
  const db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-seed-')), 't.db'));
  seedDatabase(db, { mentions: 2000, seed: 7, now: NOW });
  return db;
}

const CHECKS: Record<string, string> = {
  mentions: `SELECT id, team_id, custom_channel_id, channel, title, text, url, domain, author, language, reach, mention_type,
    bot_rating, media, engagement, pub_country, loc_region, loc_country, loc_state, loc_county, loc_city, published, created FROM mentions ORDER BY id`,
  fts: `SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH 'battery OR vaccine' ORDER BY rowid`,
  workspaces:
    'SELECT id, team_id, title, query, channels, folder_id, narrative_status, created FROM workspaces ORDER BY id',
  workspace_mentions: 'SELECT workspace_id, mention_id FROM workspace_mentions ORDER BY 1, 2',
  narratives: 'SELECT id, workspace_id, title, summary, relevancy, created FROM narratives ORDER BY id',
  mention_narratives: 'SELECT narrative_id, mention_id, confidence FROM mention_narratives ORDER BY 1, 2',
  narrative_tags: 'SELECT narrative_id, name, created FROM narrative_tags ORDER BY id',
  smart: 'SELECT mention_id, model_id, category_key FROM mention_smart_categories ORDER BY 1, 2',
  custom: 'SELECT mention_id, enrichment_id, value FROM mention_custom_values ORDER BY 1, 2, 3',
  channels: 'SELECT id, team_id, name FROM custom_channels ORDER BY id',
};
const checksum = (db: Db, sql: string) => {
  const rows = db.prepare(sql).raw().all();
  return { count: rows.length, sha: createHash('sha256').update(JSON.stringify(rows)).digest('hex') };
};

describe('seedDatabase', () => {
  let db: Db;
  beforeAll(() => {
    db = seeded();
  });
  const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

  it('is deterministic: a second database seeded alike has identical rows', () => {
    const other = seeded();
    for (const [name, sql] of Object.entries(CHECKS))
      expect(checksum(other, sql), name).toEqual(checksum(db, sql));
    expect(checksum(db, CHECKS.mentions as string).count).toBeGreaterThan(2000);
  });

  it('creates both teams, a dozen demo workspaces in folders and a custom channel each', () => {
    const teams = all<{ name: string; workspaces: number; channels: number; pushed: number }>(
      `SELECT t.name, (SELECT COUNT(*) FROM workspaces w WHERE w.team_id = t.id) AS workspaces,
        (SELECT COUNT(*) FROM custom_channels c WHERE c.team_id = t.id) AS channels,
        (SELECT COUNT(*) FROM mentions m WHERE m.team_id = t.id AND m.channel = 'custom') AS pushed FROM teams t ORDER BY t.id`,
    );
    expect(teams.map((t) => [t.name, t.workspaces, t.channels])).toEqual([
      ['demo', 12, 1],
      ['rival', 3, 1],
    ]);
    expect(teams.every((t) => t.pushed >= 30)).toBe(true);
    expect(
      one<{ n: number }>('SELECT COUNT(DISTINCT folder_id) AS n FROM workspaces WHERE team_id = 1').n,
    ).toBe(4);
    expect(
      one<{ n: number }>('SELECT COUNT(*) AS n FROM workspaces WHERE team_id = 1 AND folder_id IS NULL').n,
    ).toBe(2);
    expect(
      all<{ channel: string }>('SELECT DISTINCT channel FROM mentions WHERE team_id IS NULL').length,
    ).toBe(14);
    expect(
      one<{ n: number }>(
        'SELECT COUNT(*) AS n FROM mentions m WHERE NOT EXISTS (SELECT 1 FROM workspace_mentions wm WHERE wm.mention_id = m.id)',
      ).n,
    ).toBeGreaterThan(50);
  });

  it('gives no location to mentions published before 2026-06-18 and locations to most recent news', () => {
    const early = one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM mentions WHERE published < ? AND (loc_region IS NOT NULL OR loc_country IS NOT NULL OR loc_city IS NOT NULL)',
      LOCATION_CUTOFF_MS,
    );
    expect(LOCATION_CUTOFF_MS).toBe(Date.parse('2026-06-18T00:00:00Z'));
    expect(early.n).toBe(0);
    const news = one<{ share: number }>(
      "SELECT AVG(loc_country IS NOT NULL) AS share FROM mentions WHERE channel = 'news' AND published >= ?",
      LOCATION_CUTOFF_MS,
    );
    expect(news.share).toBeGreaterThan(0.6);
    const located = one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM mentions m JOIN locations l ON l.level = 'country' AND l.id = m.loc_country",
    );
    expect(located.n).toBe(
      one<{ n: number }>('SELECT COUNT(*) AS n FROM mentions WHERE loc_country IS NOT NULL').n,
    );
  });

  it('keeps bot ratings on social channels, publisher geography on news, engagement on twitter', () => {
    const botChannels = all<{ channel: string }>(
      'SELECT DISTINCT channel FROM mentions WHERE bot_rating IS NOT NULL',
    );
    expect(botChannels.every((r) => SOCIAL.includes(r.channel))).toBe(true);
    expect(
      one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM mentions WHERE bot_rating IS NOT NULL AND mention_type NOT LIKE 'social_media.%'",
      ).n,
    ).toBe(0);
    expect(
      all<{ channel: string }>('SELECT DISTINCT channel FROM mentions WHERE pub_country IS NOT NULL'),
    ).toEqual([{ channel: 'news' }]);
    expect(
      all<{ t: string }>("SELECT DISTINCT mention_type AS t FROM mentions WHERE channel = 'news'"),
    ).toEqual([{ t: 'news.news' }]);
    const tracked = all<{ channel: string; published: number; engagement: string }>(
      'SELECT channel, published, engagement FROM mentions WHERE engagement IS NOT NULL',
    );
    expect(tracked.length).toBeGreaterThan(10);
    for (const m of tracked) {
      expect(m.channel).toBe('twitter');
      const history = JSON.parse(m.engagement) as { measured_at: string; views: number; favorites: number }[];
      const times = history.map((s) => Date.parse(s.measured_at));
      expect(times.every((t) => t > m.published && t <= m.published + 7 * 86_400_000 && t <= NOW)).toBe(true);
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.views).toBeGreaterThanOrEqual(history[i - 1]!.views);
        expect(history[i]!.favorites).toBeGreaterThanOrEqual(history[i - 1]!.favorites);
      }
    }
  });

  it('builds narratives whose mentions share vocabulary, with sensible confidences', () => {
    const words = (s: string) =>
      new Set(
        s
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length > 3),
      );
    const jaccard = (a: Set<string>, b: Set<string>) =>
      [...a].filter((w) => b.has(w)).length / (new Set([...a, ...b]).size || 1);
    const narratives = all<{ id: number; workspace_id: number }>(
      'SELECT id, workspace_id FROM narratives WHERE workspace_id = 1',
    );
    expect(narratives.length).toBeGreaterThanOrEqual(4);
    let within = 0,
      across = 0,
      pairs = 0;
    const texts = (id: number) =>
      all<{ t: string }>(
        "SELECT coalesce(m.title, '') || ' ' || coalesce(m.text, '') AS t FROM mention_narratives mn JOIN mentions m ON m.id = mn.mention_id WHERE mn.narrative_id = ? ORDER BY m.id LIMIT 12",
        id,
      ).map((r) => words(r.t));
    const groups = narratives.map((n) => texts(n.id));
    groups.forEach((g, i) => {
      const other = groups[(i + 1) % groups.length] as Set<string>[];
      for (let a = 0; a + 1 < g.length; a++) {
        within += jaccard(g[a]!, g[a + 1]!);
        across += jaccard(g[a]!, other[a % other.length]!);
        pairs++;
      }
    });
    expect(within / pairs).toBeGreaterThan(1.5 * (across / pairs));
    const ranges = all<{ lo: number; hi: number; n: number }>(
      'SELECT MIN(confidence) AS lo, MAX(confidence) AS hi, COUNT(*) AS n FROM mention_narratives GROUP BY narrative_id',
    );
    for (const r of ranges) {
      expect(r.hi).toBe(100);
      expect(r.lo).toBeGreaterThan(0);
      expect(r.lo).toBeLessThan(100);
    }
    const bad = one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM narratives WHERE relevancy < 0 OR relevancy > 1 OR length(title) < 10 OR summary NOT LIKE '% mentions discuss %'",
    );
    expect(bad.n).toBe(0);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM narrative_favorites').n).toBeGreaterThan(0);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM narrative_tags').n).toBeGreaterThan(0);
  });

  it('classifies workspace mentions with smart categories and writes custom enrichment values', () => {
    const models = all<{ workspace_id: number; n: number }>(
      'SELECT workspace_id, COUNT(*) AS n FROM smart_category_models m JOIN workspaces w ON w.id = m.workspace_id WHERE w.team_id = 1 GROUP BY workspace_id',
    );
    expect(models).toHaveLength(12);
    const favorability = all<{ key: string; n: number }>(
      "SELECT category_key AS key, COUNT(*) AS n FROM mention_smart_categories s JOIN smart_category_models m ON m.id = s.model_id WHERE m.workspace_id = 1 AND m.name = 'Favorability' GROUP BY 1",
    );
    expect(favorability.map((f) => f.key).sort()).toEqual(['c0', 'c1', 'c2']);
    const negative = all<{ t: string }>(
      "SELECT m.text AS t FROM mention_smart_categories s JOIN smart_category_models sm ON sm.id = s.model_id JOIN mentions m ON m.id = s.mention_id WHERE sm.name = 'Favorability' AND s.category_key = 'c2' LIMIT 20",
    );
    expect(
      negative.every((r) =>
        /warned|risk|failure|slammed|disaster|crisis|fear|losses|attack|threat|record low|shortage|chaos/i.test(
          r.t,
        ),
      ),
    ).toBe(true);
    const values = all<{ name: string; n: number }>(
      'SELECT e.name, COUNT(*) AS n FROM mention_custom_values v JOIN custom_enrichments e ON e.id = v.enrichment_id GROUP BY e.id ORDER BY e.id',
    );
    expect(values.map((v) => v.name)).toEqual([
      'Disinformation Analysis',
      'Themes',
      'Priority score',
      'Risk level',
    ]);
    expect(values[0]!.n).toBeGreaterThan(100);
  });
});
