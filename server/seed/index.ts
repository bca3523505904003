import type { Db } from '../db/open';
import { hashPasswordSync } from '../auth';
import { rematchWorkspace } from '../db/workspace-matcher';
import { seedCustomEnrichments, seedSmartCategories } from './enrichments';
import { LocationPicker } from './locations-picker';
import { writeMentions, type CustomFeed } from './mention-writer';
import { detectNarratives } from '../db/narrative-planning/narratives';
import { createRng, seededUuid } from '../lib/random';
import { allStories, TOPICS } from './story-text';
import { listResolvableLocations, loadTaxonomy } from './taxonomy';
import { DEMO_TEAM, RIVAL_TEAM, type TeamDef } from './workspace-defs';
import { seedNarrativeExtras } from './narrative-extras';
import { DAY } from '../../src/lib/time-units';

export interface SeedOptions {
  /** Standard-channel mentions to generate (custom-channel mentions come on top, ~0.4%). */
  mentions: number;
  seed: number;
  /** Reference time (epoch ms): mentions cover the 180 days before it. */
  now: number;
  /** Called after each phase with its duration (the CLI and the bench print these). */
  onProgress?: (phase: string, ms: number) => void;
}

export interface SeedResult {
  mentions: number;
  workspaces: number;
  narratives: number;
}

/** Which topics feed each team's custom channel (by topic key). */
const FEED_TOPICS: Record<string, string[]> = {
  demo: ['energy', 'ai-regulation', 'elections'],
  rival: ['energy', 'crypto'],
};

/**
 * Fills an empty database with the demo dataset, deterministically from (seed, now, mentions)
 * (password hashes aside: their salts are random by design).
 */
export function seedDatabase(db: Db, opts: SeedOptions): SeedResult {
  // The database is new and private to this call: no rollback journal while bulk loading (the
  // WAL would write every page twice); WAL and normal syncing come back before returning.
  const journal = String(db.pragma('journal_mode', { simple: true }));
  const synchronous = Number(db.pragma('synchronous', { simple: true }));
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  try {
    return seedAll(db, opts);
  } finally {
    db.pragma(`journal_mode = ${journal}`);
    db.pragma(`synchronous = ${synchronous}`);
  }
}

function seedAll(db: Db, opts: SeedOptions): SeedResult {
  const { seed, now } = opts;
  let mark = Date.now();
  const phase = (name: string) => {
    opts.onProgress?.(name, Date.now() - mark);
    mark = Date.now();
  };
  const rng = createRng(seed, 'structure');
  if ((db.prepare('SELECT COUNT(*) AS n FROM locations').get() as { n: number }).n === 0) loadTaxonomy(db);
  const picker = new LocationPicker(listResolvableLocations(db));
  phase('locations');

  const teams = [DEMO_TEAM, RIVAL_TEAM].map((def) => ({ def, ...createTeam(db, def, rng, now) }));
  const feeds: CustomFeed[] = teams.map(({ def, teamId, channelId }) => ({
    teamId,
    channelId,
    domain: def.name === 'demo' ? 'fieldreports.demo-corp.example.com' : 'clippings.rival-agency.example.com',
    stories: allStories(TOPICS.filter((t) => FEED_TOPICS[def.name]?.includes(t.key))),
    count: Math.max(30, Math.round(opts.mentions * 0.002)),
  }));
  const mentionCount = writeMentions(db, { seed, now, count: opts.mentions, locations: picker, feeds });
  phase('mentions');

  let narratives = 0;
  for (const team of teams) {
    for (const ws of team.workspaces) {
      rematchWorkspace(db, ws.id);
      phase('matching');
      narratives += detectNarratives(db, ws.id, now);
      phase('narratives');
      seedSmartCategories(db, ws.id, ws.models);
      phase('smart categories');
    }
    seedCustomEnrichments(db, { teamId: team.teamId, team: team.def.name as 'demo' | 'rival', seed, now });
    seedNarrativeExtras(db, { teamId: team.teamId, userId: team.userId, seed, now });
  }
  phase('enrichments');
  db.exec('ANALYZE');
  phase('analyze');
  return {
    mentions: mentionCount,
    workspaces: teams.reduce((s, t) => s + t.workspaces.length, 0),
    narratives,
  };
}

function createTeam(db: Db, def: TeamDef, rng: ReturnType<typeof createRng>, now: number) {
  const teamId = Number(db.prepare('INSERT INTO teams (name) VALUES (?)').run(def.name).lastInsertRowid);
  const userId = Number(
    db
      .prepare('INSERT INTO users (team_id, username, password_hash, client_ids) VALUES (?, ?, ?, ?)')
      .run(teamId, def.name, hashPasswordSync(def.password), '["dashboard"]').lastInsertRowid,
  );
  const folderIds = new Map<string, number>();
  def.folders.forEach((title, i) => {
    const created = now - (170 - i * 3) * DAY;
    folderIds.set(
      title,
      Number(
        db
          .prepare('INSERT INTO folders (team_id, title, created) VALUES (?, ?, ?)')
          .run(teamId, title, created).lastInsertRowid,
      ),
    );
  });
  const insertWorkspace = db.prepare(
    `INSERT INTO workspaces (team_id, owner, title, query, channels, folder_id, narrative_status, created, modified)
     VALUES (?, ?, ?, ?, ?, ?, 'new', ?, ?)`,
  );
  const workspaces = def.workspaces.map((ws, i) => {
    const created = now - (165 - i * 4) * DAY;
    const modified = created + rng.int(1, 60) * DAY;
    const folderId = ws.folder ? (folderIds.get(ws.folder) ?? null) : null;
    const id = Number(
      insertWorkspace.run(
        teamId,
        def.name,
        ws.title,
        ws.query,
        JSON.stringify(ws.channels),
        folderId,
        created,
        modified,
      ).lastInsertRowid,
    );
    return { id, models: ws.models };
  });
  const channelId = seededUuid(rng);
  db.prepare('INSERT INTO custom_channels (id, team_id, name, source, created) VALUES (?, ?, ?, ?, ?)').run(
    channelId,
    teamId,
    def.customChannel.name,
    def.customChannel.source,
    now - 175 * DAY,
  );
  return { teamId, userId, workspaces, channelId };
}
