import type { Post } from './types';

/**
 * The propagation trace of a set of posts (a narrative, a phrase, a link): the first sighting per
 * channel and per domain, the hops between channels in time order, and the accounts and linked
 * domains seen on two or more channels. "First" means first in this data; the order is by time
 * and says nothing of cause.
 */

export interface Sighting {
  id: Post['id'];
  time: number;
  url: string;
  account: string;
  domain: string;
  channel: string;
}

export interface Lane {
  channel: string;
  first: Sighting;
  count: number;
  /** Every publication time on the channel, ascending (the swimlane's dots). */
  times: number[];
}

export interface Hop {
  from: string;
  to: string;
  /** From the first sighting on `from` to the first on `to`. */
  lagMs: number;
}

export interface CrossChannel {
  name: string;
  channels: string[];
  count: number;
}

export interface Trace {
  posts: number;
  lanes: Lane[];
  hops: Hop[];
  domains: Sighting[];
  accounts: CrossChannel[];
  linkedDomains: CrossChannel[];
}

const sighting = (p: Post): Sighting => ({
  id: p.id,
  time: p.time,
  url: p.url,
  account: p.account,
  domain: p.domain,
  channel: p.channel,
});

const hostOf = (link: string) => link.split('/')[0] ?? link;

function crossChannel(entries: Iterable<[string, string]>): CrossChannel[] {
  const seen = new Map<string, { channels: Set<string>; count: number }>();
  for (const [name, channel] of entries) {
    if (!name) continue;
    const s = seen.get(name) ?? { channels: new Set<string>(), count: 0 };
    s.channels.add(channel);
    s.count++;
    seen.set(name, s);
  }
  return [...seen]
    .filter(([, s]) => s.channels.size >= 2)
    .map(([name, s]) => ({ name, channels: [...s.channels].sort(), count: s.count }))
    .sort(
      (a, b) => b.channels.length - a.channels.length || b.count - a.count || a.name.localeCompare(b.name),
    );
}

export function traceOf(posts: readonly Post[], maxDomains = 20): Trace {
  const sorted = [...posts].sort((a, b) => a.time - b.time || String(a.id).localeCompare(String(b.id)));
  const lanes = new Map<string, Lane>();
  const domains = new Map<string, Sighting>();
  for (const p of sorted) {
    const lane = lanes.get(p.channel);
    if (lane) {
      lane.count++;
      lane.times.push(p.time);
    } else lanes.set(p.channel, { channel: p.channel, first: sighting(p), count: 1, times: [p.time] });
    if (p.domain && !domains.has(p.domain)) domains.set(p.domain, sighting(p));
  }
  const ordered = [...lanes.values()];
  const hops = ordered.slice(1).map((lane, i) => ({
    from: ordered[i]!.channel,
    to: lane.channel,
    lagMs: lane.first.time - ordered[i]!.first.time,
  }));
  return {
    posts: posts.length,
    lanes: ordered,
    hops,
    domains: [...domains.values()].slice(0, maxDomains),
    accounts: crossChannel(sorted.map((p): [string, string] => [p.account, p.channel])),
    linkedDomains: crossChannel(
      sorted.flatMap((p) => [...new Set(p.links.map(hostOf))].map((h): [string, string] => [h, p.channel])),
    ),
  };
}
