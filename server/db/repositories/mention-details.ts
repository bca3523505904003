import {
  LOCATION_LEVELS,
  type EngagementSnapshot,
  type LocationLevel,
  type Mention,
} from '../../../src/api/schemas';
import type { Db } from '../open';

/**
 * Loads full Mention objects (spec + real-api.md shapes) for a page of ids, keeping the given
 * order. Narratives and Smart Categories are those of the workspace; custom enrichment values
 * are those of the caller's team.
 */

interface MentionRow {
  id: number;
  channel: string;
  custom_channel_id: string | null;
  title: string | null;
  text: string | null;
  url: string;
  domain: string | null;
  author: string | null;
  language: string | null;
  reach: number | null;
  mention_type: string;
  bot_rating: string | null;
  media: string | null;
  engagement: string | null;
  pub_country: string | null;
  pub_region: string | null;
  pub_subregion: string | null;
  published: number;
  created: number;
  processed: number;
  loc_region: number | null;
  loc_subregion: number | null;
  loc_country: number | null;
  loc_state: number | null;
  loc_county: number | null;
  loc_city: number | null;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const iso = (ms: number) => new Date(ms).toISOString();

function jsonArray(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** Engagement snapshots as stored, with `measured_at` shown as ISO even if kept as epoch ms. */
function snapshot(raw: unknown): EngagementSnapshot {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const at = s.measured_at;
  return { ...s, measured_at: typeof at === 'number' ? iso(at) : String(at ?? '') };
}

function groupBy<T extends { mention_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.mention_id);
    if (list) list.push(r);
    else map.set(r.mention_id, [r]);
  }
  return map;
}

/** Names of the locations referenced by the rows, keyed `level:id`. */
function locationNames(db: Db, rows: MentionRow[]): Map<string, string> {
  const names = new Map<string, string>();
  const stmt = db.prepare('SELECT name FROM locations WHERE level = ? AND id = ?').pluck();
  for (const row of rows) {
    for (const level of LOCATION_LEVELS) {
      const id = row[`loc_${level}`];
      const key = `${level}:${id}`;
      if (id !== null && !names.has(key))
        names.set(key, (stmt.get(level, id) as string | undefined) ?? String(id));
    }
  }
  return names;
}

function locationOf(row: MentionRow, names: Map<string, string>): Mention['location'] {
  const loc: Partial<Record<LocationLevel, { id: number; name: string }>> = {};
  for (const level of LOCATION_LEVELS) {
    const id = row[`loc_${level}`];
    if (id !== null) loc[level] = { id, name: names.get(`${level}:${id}`) ?? String(id) };
  }
  return Object.keys(loc).length ? loc : null;
}

export function loadMentions(db: Db, ids: number[], workspaceId: number, teamId: number): Mention[] {
  if (ids.length === 0) return [];
  const list = marks(ids.length);
  const rows = db.prepare(`SELECT * FROM mentions WHERE id IN (${list})`).all(...ids) as MentionRow[];
  const narratives = groupBy(
    db
      .prepare(
        `SELECT mn.mention_id, mn.narrative_id AS id, mn.confidence FROM mention_narratives mn
         JOIN narratives n ON n.id = mn.narrative_id
         WHERE n.workspace_id = ? AND mn.mention_id IN (${list}) ORDER BY mn.confidence DESC`,
      )
      .all(workspaceId, ...ids) as { mention_id: number; id: number; confidence: number }[],
  );
  const categories = groupBy(
    db
      .prepare(
        `SELECT s.mention_id, s.model_id, s.category_key, sm.name AS model_name FROM mention_smart_categories s
         JOIN smart_category_models sm ON sm.id = s.model_id
         WHERE sm.workspace_id = ? AND s.mention_id IN (${list}) ORDER BY s.model_id`,
      )
      .all(workspaceId, ...ids) as {
      mention_id: number;
      model_id: number;
      category_key: string;
      model_name: string;
    }[],
  );
  const custom = groupBy(
    db
      .prepare(
        `SELECT v.mention_id, v.enrichment_id, v.value, e.name, e.type FROM mention_custom_values v
         JOIN custom_enrichments e ON e.id = v.enrichment_id
         WHERE e.team_id = ? AND e.retired = 0 AND v.mention_id IN (${list}) ORDER BY v.enrichment_id, v.value`,
      )
      .all(teamId, ...ids) as {
      mention_id: number;
      enrichment_id: number;
      value: string;
      name: string;
      type: string;
    }[],
  );
  const names = locationNames(db, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));

  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const values = new Map<
      number,
      { enrichment_id: number; name: string; type: string; value: string | number | string[] }
    >();
    for (const v of custom.get(id) ?? []) {
      const prev = values.get(v.enrichment_id);
      if (v.type === 'multivalue_categorical') {
        if (prev && Array.isArray(prev.value)) prev.value.push(v.value);
        else
          values.set(v.enrichment_id, {
            enrichment_id: v.enrichment_id,
            name: v.name,
            type: v.type,
            value: [v.value],
          });
      } else {
        const value = v.type === 'integer' ? Number(v.value) : v.value;
        values.set(v.enrichment_id, { enrichment_id: v.enrichment_id, name: v.name, type: v.type, value });
      }
    }
    const mention: Mention = {
      id: r.id,
      title: r.title,
      text: r.text,
      url: r.url,
      domain: r.domain,
      author: r.author,
      // A custom-channel mention carries its channel's id (its filter value and distribution key).
      channels: [r.custom_channel_id ?? r.channel],
      media: jsonArray(r.media) as Mention['media'],
      language: r.language,
      reach: r.reach,
      mentionType: r.mention_type,
      botRating: r.bot_rating,
      smartCategories: (categories.get(id) ?? []).map((c) => ({
        categoryName: c.model_name,
        classification: `${c.model_id}:${c.category_key}`,
      })),
      customEnrichments: [...values.values()],
      publisherGeography:
        r.channel === 'news' && (r.pub_country || r.pub_region || r.pub_subregion)
          ? { sourceCountry: r.pub_country, sourceRegion: r.pub_region, sourceSubRegion: r.pub_subregion }
          : null,
      location: locationOf(r, names),
      enrichments: {
        narratives: (narratives.get(id) ?? []).map((n) => ({ id: n.id, confidence: n.confidence })),
        sentiment: { polarity: 0, version: 0 },
        engagement: { history: jsonArray(r.engagement).map(snapshot) },
      },
      created: iso(r.created),
      processed: iso(r.processed),
      published: iso(r.published),
    };
    return [mention];
  });
}
