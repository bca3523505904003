import type { DeskStore } from '../desk/db/open';
import { systemClock } from './clock';
import type { ServiceClient, WatchContext } from './context';

/** A service for tests that make no reads: any read fails naming that. */
export const noService: ServiceClient = {
  get: () => Promise.reject(new Error('no reads in this test')),
  tokenFor: () => Promise.reject(new Error('no tokens in this test')),
};

/** A watch context for tests that build one by hand (no mailer, no reads, loopback links). */
export function testWatchContext(store: DeskStore, o: Partial<WatchContext> = {}): WatchContext {
  return {
    store,
    clock: systemClock,
    instanceId: 'test',
    mailer: null,
    publicUrl: 'http://127.0.0.1',
    selfUrl: 'http://127.0.0.1',
    service: noService,
    ...o,
  };
}
