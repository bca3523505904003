import { CHANNEL_NAMES, CHANNELS, type ChannelInfo } from '../../../src/api/schemas';
import type { Db } from '../open';

/**
 * Channels as the API shows them: the 14 standard channels and the team's custom channels, each
 * with an id that is both its filter value (`channels[]=<id>`) and its distribution key.
 * Custom-channel mentions are stored with channel 'custom' and their `custom_channel_id`; SQL
 * maps them to that id (no schema change).
 */
export const CHANNEL_KEY_SQL = 'coalesce(m.custom_channel_id, m.channel)';
/** The same key over in-memory columns (server/db/columns.ts). */
export const CHANNEL_KEY_COLUMNS = { column: 'custom_channel_id', fallback: 'channel' };

/** A standard channel's display name (its id when unknown); prose names the stored 'custom'. */
export function channelName(channel: string): string {
  if (channel === 'custom') return 'Custom channels';
  return (CHANNEL_NAMES as Record<string, string>)[channel] ?? channel;
}

/** Every channel the team can access: standard ones first, then its custom channels by age. */
export function listChannels(db: Db, teamId: number): ChannelInfo[] {
  const custom = db
    .prepare('SELECT id, name FROM custom_channels WHERE team_id = ? ORDER BY created, id')
    .all(teamId) as ChannelInfo[];
  return [...CHANNELS.map((id) => ({ id, name: CHANNEL_NAMES[id] })), ...custom];
}

/** Names of channel keys: standard names, the team's custom channel names, else the key. */
export function channelNames(db: Db, teamId: number, keys: string[]): Map<string, string> {
  const standard = new Set<string>(CHANNELS);
  const others = keys.filter((k) => !standard.has(k));
  const custom = new Map<string, string>();
  if (others.length) {
    const rows = db
      .prepare(
        `SELECT id, name FROM custom_channels WHERE team_id = ? AND id IN (${others.map(() => '?').join(', ')})`,
      )
      .all(teamId, ...others) as ChannelInfo[];
    for (const r of rows) custom.set(r.id, r.name);
  }
  return new Map(keys.map((k) => [k, custom.get(k) ?? channelName(k)]));
}

/** Splits `channels` filter values into standard channels and custom channel ids. */
export function splitChannelValues(values: readonly string[]): { standard: string[]; custom: string[] } {
  const known = new Set<string>(CHANNELS);
  return { standard: values.filter((v) => known.has(v)), custom: values.filter((v) => !known.has(v)) };
}
