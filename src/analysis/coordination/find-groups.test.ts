import { describe, expect, it } from 'vitest';
import { shuffledTimes, seededRandom } from './baseline';
import { findCoordination } from './find-groups';
import { normalizeText, canonicalLink } from './normalize';
import { organic, post, ring } from './test-posts';
import { DEFAULT_THRESHOLDS } from './types';

const T0 = Date.UTC(2026, 10, 1, 9);
const RING = Array.from({ length: 12 }, (_, i) => `ring_${i}`);
const TEXTS = [
  'The minister lied about the tariff deal and everyone knows it now',
  'Share this before they delete it the tariff deal is a scam on families',
  'Solar prices will double next year because of this secret tariff deal',
];

describe('normalisation', () => {
  it('drops links, @mentions, punctuation and case', () => {
    expect(normalizeText('@bob WAKE up!! https://a.example/x?y=1 #Tariffs')).toBe('wake up tariffs');
  });
  it('reduces a link to one canonical form', () => {
    expect(canonicalLink('https://www.Site.example/a/?utm_source=tw&id=2')).toBe('site.example/a?id=2');
    expect(canonicalLink('ftp://site.example/a')).toBeNull();
  });
});

describe('findCoordination', () => {
  const background = organic(300, T0 - 86_400_000, 3 * 86_400_000);

  it('recovers the accounts of a planted copy-paste ring, and nothing of the background', () => {
    const result = findCoordination([...background, ...ring(RING, TEXTS, T0, 40)], DEFAULT_THRESHOLDS);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]!.accounts).toEqual([...RING].sort());
    expect(result.groups[0]!.kinds).toContain('text');
  });

  it('groups near-duplicates whose links and @mentions differ into one evidence item per text', () => {
    const result = findCoordination([...background, ...ring(RING, TEXTS, T0, 40)], DEFAULT_THRESHOLDS);
    const texts = result.groups[0]!.evidence.filter((e) => e.kind === 'text');
    expect(texts).toHaveLength(3);
    for (const e of texts) expect(e.posts).toHaveLength(RING.length);
  });

  it('groups texts that differ by a word at the default similarity, and not at similarity 1', () => {
    const edited = ring(RING, TEXTS, T0, 40).map((p, i) =>
      i % 2 ? { ...p, text: `${p.text} indeed`, links: [] } : { ...p, links: [] },
    );
    const loose = findCoordination([...background, ...edited], DEFAULT_THRESHOLDS);
    expect(loose.groups[0]!.evidence.filter((e) => e.kind === 'text')).toHaveLength(3);
    const strict = findCoordination([...background, ...edited], { ...DEFAULT_THRESHOLDS, similarity: 1 });
    expect(strict.groups[0]!.evidence.filter((e) => e.kind === 'text')).toHaveLength(6);
  });

  it('finds a link-sharing ring whose texts all differ', () => {
    const links = ['https://leak.example/a', 'https://leak.example/b', 'https://leak.example/c'];
    const posts = links.flatMap((link, k) =>
      RING.slice(0, 6).map((a, i) =>
        post(a, T0 + k * 7_200_000 + i * 5_000, `my own words ${a} ${k} ${i} ${link}`),
      ),
    );
    const result = findCoordination([...background, ...posts], DEFAULT_THRESHOLDS);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]!.accounts).toEqual(RING.slice(0, 6).sort());
    expect(result.groups[0]!.evidence.map((e) => e.label).sort()).toEqual([
      'leak.example/a',
      'leak.example/b',
      'leak.example/c',
    ]);
  });

  it('flags nothing once the timestamps are shuffled', () => {
    const planted = [...background, ...ring(RING, TEXTS, T0, 40)];
    const times = shuffledTimes(planted, seededRandom(42));
    const shuffled = planted.map((p, i) => ({ ...p, time: times[i] as number }));
    expect(findCoordination(shuffled, DEFAULT_THRESHOLDS).groups).toEqual([]);
  });

  it('does not flag an organic burst of the same size (distinct accounts and texts, one hour)', () => {
    const burst = organic(RING.length * TEXTS.length, T0, 3_600_000, 11);
    expect(findCoordination([...background, ...burst], DEFAULT_THRESHOLDS).groups).toEqual([]);
  });

  it('computes the chance baseline as the mean co-posts among the group with times shuffled', () => {
    const posts = [...background, ...ring(RING, TEXTS, T0, 40)];
    const result = findCoordination(posts, DEFAULT_THRESHOLDS, { shuffles: 4, seed: 9 });
    const group = result.groups[0]!;
    // Every pair of ring accounts co-posts each of the 3 texts once (each 40 s burst < 60 s window).
    expect(group.observed).toBe((RING.length * (RING.length - 1) * TEXTS.length) / 2);
    // Recomputed by hand from the same 4 shuffles: pairs of ring posts by different accounts with
    // the same text within 60 s, or any two within 10 s (posting at the same moment).
    const random = seededRandom(9);
    const ringPosts = posts.map((p, i) => ({ p, i })).filter(({ p }) => RING.includes(p.account));
    let total = 0;
    for (let r = 0; r < 4; r++) {
      const times = shuffledTimes(posts, random);
      for (let x = 0; x < ringPosts.length; x++) {
        for (let y = x + 1; y < ringPosts.length; y++) {
          const a = ringPosts[x]!;
          const b = ringPosts[y]!;
          if (a.p.account === b.p.account) continue;
          const dt = Math.abs((times[a.i] as number) - (times[b.i] as number));
          if ((a.p.text === b.p.text && dt <= 60_000) || dt <= 10_000) total++;
        }
      }
    }
    expect(group.expected).toBeCloseTo(total / 4, 5);
    expect(group.observed).toBeGreaterThan(20 * group.expected);
  });
});
