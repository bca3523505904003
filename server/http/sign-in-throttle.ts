import { retryLater } from './errors';

/**
 * Failed sign-ins, counted per key in a sliding window. A key that reached `max` failures is
 * refused (429 + Retry-After) until its oldest failure leaves the window; refused attempts are
 * not checked against a password at all, so guessing stops. Kept in memory: a restart forgets
 * it, which an attacker cannot cause. At most `maxKeys` keys are tracked (oldest dropped), so
 * a flood of made-up usernames cannot grow it without bound.
 */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => t > nowMs - this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(key: string, nowMs: number): number {
    const times = this.recent(key, nowMs);
    if (times.length < this.max) return 0;
    return times[times.length - this.max]! + this.windowMs - nowMs;
  }

  fail(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    this.failures.delete(key); // re-inserted last: the Map's order is the eviction order
    this.failures.set(key, [...times, nowMs].slice(-this.max));
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value as string);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export interface SignInLimits {
  /** Failed sign-ins per username in the window (default 10). */
  perUser: number;
  /** Failed sign-ins per client address in the window (default 100: a shared office address). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perUser: 10, perAddress: 100, windowMs: 15 * 60_000 };

/**
 * Throttles guessing per username (one account attacked from many addresses) and per client
 * address (many accounts tried from one). Only failures count, and only against their own keys:
 * another user signing in from another address is never slowed.
 */
export class SignInThrottle {
  private readonly users: FailureWindow;
  private readonly addresses: FailureWindow;

  constructor(limits: SignInLimits) {
    this.users = new FailureWindow(limits.perUser, limits.windowMs);
    this.addresses = new FailureWindow(limits.perAddress, limits.windowMs);
  }

  private static userKey = (username: string) => username.trim().toLowerCase();

  /** Throws 429 when this username or this address has failed too often lately. */
  check(username: string, address: string, nowMs: number): void {
    const wait = Math.max(
      this.users.waitMs(SignInThrottle.userKey(username), nowMs),
      this.addresses.waitMs(address, nowMs),
    );
    if (wait <= 0) return;
    throw retryLater(
      429,
      'rate_limited',
      'too many failed sign-ins for this username or from this address',
      wait,
    );
  }

  failed(username: string, address: string, nowMs: number): void {
    this.users.fail(SignInThrottle.userKey(username), nowMs);
    this.addresses.fail(address, nowMs);
  }

  /** A correct password clears the username's count (not the address's: one's own account must not reset it). */
  succeeded(username: string): void {
    this.users.clear(SignInThrottle.userKey(username));
  }
}
