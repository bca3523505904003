import { createRng, WeightedTable, type Rng } from '../lib/random';
import { BOT_RATING_WEIGHTS } from './channel-profiles';
import { FIRST_NAMES, HANDLE_PARTS, LAST_NAMES } from './outlets';

/** A social account: its handle, follower count (long-tailed) and account-level bot rating. */
export interface Account {
  handle: string;
  followers: number;
  botRating: string;
}

const BOT_TABLE = new WeightedTable(
  BOT_RATING_WEIGHTS.map(([r]) => r),
  BOT_RATING_WEIGHTS.map(([, w]) => w),
);

/**
 * A channel's account pool. Activity is Zipf-like (a few accounts post a lot); each account is
 * derived from (seed, channel, index) so it is the same however often it is drawn.
 */
export class AccountPool {
  private readonly cache = new Map<number, Account>();
  constructor(
    private readonly seed: number,
    private readonly channel: string,
    private readonly size: number,
  ) {}

  draw(rng: Rng): Account {
    const index = Math.floor(this.size * Math.pow(rng.next(), 2.2));
    let account = this.cache.get(index);
    if (!account) {
      account = this.build(index);
      this.cache.set(index, account);
    }
    return account;
  }

  private build(index: number): Account {
    const rng = createRng(this.seed, `account/${this.channel}/${index}`);
    const style = rng.int(0, 2);
    const handle =
      style === 0
        ? `${rng.pick(HANDLE_PARTS)}${rng.pick(HANDLE_PARTS)}${rng.int(1, 999)}`
        : style === 1
          ? `${rng.pick(FIRST_NAMES)}_${rng.pick(LAST_NAMES)}`
              .normalize('NFD')
              .replace(/[^A-Za-z_]/g, '')
              .toLowerCase() +
            (index % 97)
          : `${rng.pick(HANDLE_PARTS)}_${rng.pick(HANDLE_PARTS)}_${index.toString(36)}`;
    // Most accounts are small; the most active ones tend to be bigger.
    const boost = index < this.size * 0.01 ? 3 : 0;
    const followers = Math.round(rng.logNormal(5.5 + boost, 1.9));
    return { handle, followers, botRating: BOT_TABLE.pick(rng) };
  }
}

const reporters = new Map<string, string>();

/** A deterministic byline for one of an outlet's reporters (memoised: drawn for every article). */
export function reporterName(seed: number, domain: string, index: number): string {
  const key = `${seed}/${domain}/${index}`;
  let name = reporters.get(key);
  if (name === undefined) {
    const rng = createRng(seed, `reporter/${domain}/${index}`);
    name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    reporters.set(key, name);
  }
  return name;
}
