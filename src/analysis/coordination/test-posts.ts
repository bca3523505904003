import { seededRandom } from './baseline';
import { linksOf, normalizeText } from './normalize';
import type { Post } from './types';

/** Hand-built posts for the model's tests. */
let nextId = 1;
export function post(account: string, time: number, text: string, extra: Partial<Post> = {}): Post {
  return {
    id: nextId++,
    account,
    time,
    channel: 'twitter',
    domain: 'x.com',
    url: `https://x.com/${account}/status/${nextId}`,
    text: normalizeText(text),
    links: linksOf(text),
    botRating: null,
    mentionType: 'social_media.original_posts',
    excerpt: text,
    ...extra,
  };
}

const WORDS =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(
    ' ',
  );

/** Organic background: `n` accounts posting distinct texts at random over `spanMs`. */
export function organic(n: number, start: number, spanMs: number, seed = 7, perAccount = 1): Post[] {
  const random = seededRandom(seed);
  const out: Post[] = [];
  for (let a = 0; a < n; a++) {
    for (let k = 0; k < perAccount; k++) {
      const words = Array.from({ length: 12 }, () => WORDS[Math.floor(random() * WORDS.length)]);
      out.push(
        post(`person${seed}_${a}`, start + Math.floor(random() * spanMs), `${words.join(' ')} ${a} ${k}`),
      );
    }
  }
  return out;
}

/**
 * A copy-paste ring: `accounts` accounts post each of `texts` texts within `spreadSec` seconds,
 * bursts an hour apart; every copy gets its own @mention and tracking link, to be normalised away.
 */
export function ring(
  accounts: string[],
  texts: string[],
  start: number,
  spreadSec: number,
  seed = 3,
): Post[] {
  const random = seededRandom(seed);
  return texts.flatMap((text, k) =>
    accounts.map((a, i) =>
      post(
        a,
        start + k * 3_600_000 + Math.floor(random() * spreadSec * 1000),
        `@user${i} ${text} https://t.co/${a}${k}?utm_source=x${i}`,
      ),
    ),
  );
}
