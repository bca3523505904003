/**
 * A mention as the coordination and trace models read it: compact, plain data (it crosses into
 * the worker by structured clone). Built from an API mention by `toPost` (posts.ts).
 */
export interface Post {
  id: number | string;
  /** The author (account); posts without one take part in nothing. */
  account: string;
  /** Publication time, epoch ms. */
  time: number;
  channel: string;
  domain: string;
  /** The post's own address (its permalink). */
  url: string;
  /** Text after normalisation (normalize.ts): no links, no @mentions, lower case. */
  text: string;
  /** The links the post shares (in its text or media), canonical (normalize.ts). */
  links: string[];
  botRating: string | null;
  mentionType: string | null;
  /** A short excerpt of the original text, for the evidence. */
  excerpt: string;
}

/** The finder's thresholds (they live in the URL: search.ts). */
export interface Thresholds {
  /** Two posts of the same content co-occur when at most this many seconds apart. */
  windowSec: number;
  /** Accounts a group needs. */
  minAccounts: number;
  /** Word-pair Jaccard similarity at which two texts count as near-identical (0.5 to 1). */
  similarity: number;
  /** Distinct co-posts a pair of accounts needs ("repeatedly"). */
  minRepeats: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  windowSec: 60,
  minAccounts: 3,
  similarity: 0.8,
  minRepeats: 2,
};

/** What ties a co-post together: near-identical text, the same link, or just the same moment. */
export type ContentKind = 'text' | 'link' | 'time';

export interface Evidence {
  kind: ContentKind;
  /** The text excerpt or the link shared. */
  label: string;
  /** The posts of the group sharing it, oldest first. */
  posts: { id: Post['id']; account: string; time: number; url: string }[];
}

export interface CoordinationGroup {
  /** Stable within one result: the accounts, sorted and joined. */
  key: string;
  accounts: string[];
  /** Kinds of content the group co-posted. */
  kinds: ContentKind[];
  /** Co-posts among the group's accounts (distinct pairs of posts within the window). */
  observed: number;
  /** Mean co-posts among the same accounts with the scope's times shuffled. */
  expected: number;
  evidence: Evidence[];
  /** Every post of the group that took part in a co-post. */
  postIds: Post['id'][];
  first: number;
  last: number;
  botMix: Record<string, number>;
  typeMix: Record<string, number>;
}

export interface CoordinationResult {
  groups: CoordinationGroup[];
  /** Groups whose co-posts chance explains as well (observed under 3x expected): not shown. */
  dismissed: number;
  posts: number;
  accounts: number;
  /** Co-posts in the whole scope, and with times shuffled. */
  observed: number;
  expected: number;
  shuffles: number;
  /** Pair events dropped at the memory bound (0 normally). */
  truncated: number;
}
