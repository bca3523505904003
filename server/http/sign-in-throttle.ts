import { retryLater } from './errors';

/**
 * Sign-in attempts, counted per key in a sliding window. An attempt is counted when it starts
 * (reserved before its password is checked), so concurrent guesses cannot all slip in before the
 * first failure is recorded; a success takes its own attempt back. Kept in memory: a restart
 * forgets it, which an attacker cannot cause. At most `maxKeys` keys are tracked (oldest
 * dropped), so a flood of made-up usernames cannot grow it without bound.
 */
export class AttemptWindow {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const times = (this.attempts.get(key) ?? []).filter((t) => t > nowMs - this.windowMs);
    if (times.length) this.attempts.set(key, times);
    else this.attempts.delete(key);
    return times;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(key: string, nowMs: number): number {
    const times = this.recent(key, nowMs);
    if (times.length < this.max) return 0;
    return Math.max(1, times[times.length - this.max]! + this.windowMs - nowMs);
  }

  add(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    this.attempts.delete(key); // re-inserted last: the Map's order is the eviction order
    this.attempts.set(key, [...times, nowMs].slice(-this.max));
    if (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value as string);
  }

  /** Takes back one attempt made at `atMs` (a success, or an attempt never checked). */
  remove(key: string, atMs: number): void {
    const times = this.attempts.get(key);
    const i = times?.lastIndexOf(atMs) ?? -1;
    if (!times || i === -1) return;
    times.splice(i, 1);
    if (times.length === 0) this.attempts.delete(key);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}

export interface SignInLimits {
  /** Attempts per username from one client address in the window (default 10). */
  perUser: number;
  /** Attempts per client address in the window, past which only real usernames are checked (default 100). */
  perAddress: number;
  /** Sign-ins of unknown or failing names from one address being checked at once (default 4). */
  inFlightPerAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perUser: 10,
  perAddress: 100,
  inFlightPerAddress: 4,
  windowMs: 15 * 60_000,
};

/** One sign-in between its reservation and its outcome. Settle it exactly once. */
export interface SignInAttempt {
  failed(): void;
  succeeded(): void;
  /** Not checked after all (the hashing lane was full): the attempt does not count. */
  cancel(): void;
}

/**
 * Throttles guessing so that no one's failures lock out someone else:
 * - per username **and** address: 10 attempts in 15 minutes, then 429 until the oldest leaves the
 *   window. Someone guessing a user's password from one address does not lock that user out at
 *   another address.
 * - per address: past 100 attempts, and past 4 at once, the address may still sign in with real
 *   usernames (each bounded by the pair limit above) but made-up names are refused unchecked:
 *   a flood of invented names from a shared office address never reaches a colleague's correct
 *   password. (The price: past that cap, that address can tell real names from made-up ones.)
 * Attempts are reserved before the password is checked, so 30 guesses sent at once check at
 * most 10 passwords.
 */
export class SignInThrottle {
  private readonly pairs: AttemptWindow;
  private readonly addresses: AttemptWindow;
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limits: SignInLimits) {
    this.pairs = new AttemptWindow(limits.perUser, limits.windowMs);
    this.addresses = new AttemptWindow(limits.perAddress, limits.windowMs);
  }

  private static pairKey = (username: string, address: string) =>
    `${username.trim().toLowerCase()}\u0000${address}`;

  /**
   * Reserves an attempt, or throws 429. `knownUser`: the username names an enabled account (the
   * address-wide limits only hold back names that do not).
   */
  begin(username: string, address: string, knownUser: boolean, nowMs: number): SignInAttempt {
    const pair = SignInThrottle.pairKey(username, address);
    let wait = this.pairs.waitMs(pair, nowMs);
    if (!knownUser) {
      wait = Math.max(wait, this.addresses.waitMs(address, nowMs));
      if ((this.inFlight.get(address) ?? 0) >= this.limits.inFlightPerAddress) wait = Math.max(wait, 1000);
    }
    if (wait > 0)
      throw retryLater(
        429,
        'rate_limited',
        'too many sign-in attempts for this username from this address',
        wait,
      );
    this.pairs.add(pair, nowMs);
    this.addresses.add(address, nowMs);
    this.inFlight.set(address, (this.inFlight.get(address) ?? 0) + 1);
    let settled = false;
    const settle = (outcome: 'failed' | 'succeeded' | 'cancelled') => {
      if (settled) return;
      settled = true;
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left > 0) this.inFlight.set(address, left);
      else this.inFlight.delete(address);
      if (outcome === 'failed') return;
      // A correct password clears its own pair; neither it nor an unchecked attempt counts for the address.
      if (outcome === 'succeeded') this.pairs.clear(pair);
      else this.pairs.remove(pair, nowMs);
      this.addresses.remove(address, nowMs);
    };
    return {
      failed: () => settle('failed'),
      succeeded: () => settle('succeeded'),
      cancel: () => settle('cancelled'),
    };
  }
}
