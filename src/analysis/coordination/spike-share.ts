import type { CoordinationResult } from './types';

/** What the coordination signals of a spike's scope account for of its excess over the usual. */
export interface SpikeShare {
  /** Mentions of the groups (each once), and their share of the excess (0 to 1). */
  posts: number;
  share: number;
  accounts: number;
  texts: number;
  links: number;
}

export function spikeShare(result: CoordinationResult, excess: number): SpikeShare {
  const posts = new Set(result.groups.flatMap((g) => g.postIds)).size;
  const accounts = new Set(result.groups.flatMap((g) => g.accounts)).size;
  const count = (kind: 'text' | 'link') =>
    result.groups.reduce((n, g) => n + g.evidence.filter((e) => e.kind === kind).length, 0);
  return {
    posts,
    share: excess > 0 ? Math.min(1, posts / excess) : 0,
    accounts,
    texts: count('text'),
    links: count('link'),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "58 % of the excess came from 41 accounts posting 3 near-identical texts within 90 s". */
export function spikeShareText(s: SpikeShare, excess: number, windowSec: number): string {
  if (s.posts === 0) return 'None of the excess came from a coordination signal at these thresholds.';
  const what = [
    s.texts > 0 ? plural(s.texts, 'near-identical text') : '',
    s.links > 0 ? plural(s.links, 'shared link') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return `${Math.round(s.share * 100)} % of the excess (${s.posts} of ${Math.round(excess)} mentions above the usual) came from ${plural(s.accounts, 'account')} posting ${what || 'at the same moments'} within ${windowSec} s.`;
}
