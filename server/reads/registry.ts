import { distribution, timeline } from '../db/repositories/analytics';
import { availableFilters } from '../db/repositories/available-filters';
import { locationPage } from '../db/repositories/location-page';
import { loadMentions } from '../db/repositories/mention-details';
import { listMentions, randomPoolPage } from '../db/repositories/mentions';
import { listNarratives } from '../db/repositories/narratives';
import { composeSummary } from '../db/repositories/workspace-summary';
import { warmColumnsStep } from '../db/warm-columns';
import { matchWorkspace } from '../db/workspace-matcher';
import { planNarratives } from '../db/narrative-planning/narratives';

/**
 * The reads that may be slow, by name. Each is a pure repository function `(db, ...args)` whose
 * arguments and result are plain data, so a read worker can run it on its own connection and the
 * in-process fallback can call it directly. To move another read off the event loop, add it here
 * and call it through `app.reads.run(name, args)`; a faster path for one of these belongs inside
 * the repository function itself, never here.
 */
export const READS = {
  listMentions,
  loadMentions,
  locationPage,
  randomPoolPage,
  distribution,
  timeline,
  availableFilters,
  listNarratives,
  composeSummary,
  matchWorkspace,
  planNarratives,
  warmColumnsStep,
};

export type Reads = typeof READS;
export type ReadName = keyof Reads;
/** The arguments after `db`. */
export type ReadArgs<K extends ReadName> = Reads[K] extends (db: never, ...args: infer A) => unknown
  ? A
  : never;
export type ReadResult<K extends ReadName> = ReturnType<Reads[K]>;
