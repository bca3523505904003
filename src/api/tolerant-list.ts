import { z } from 'zod/mini';

/**
 * Lists from a third-party service are parsed item by item: an item that does not fit the
 * contract is left out, the rest are kept, and the loss is reported (a console warning with the
 * first issues, and a count per response that the UI shows as "N items could not be read").
 *
 * Reports are grouped per response: the transport wraps each parse in `parsingResponse(source)`
 * (parsing is synchronous, so a module-level frame is exact), and the count of a source is
 * replaced by its latest response, so a clean re-read clears it (see `publish`).
 */

export interface UnreadItems {
  /** The response they came from, e.g. `GET /workspaces/3/mentions?…`. */
  source: string;
  count: number;
  /** When the response was read (epoch ms). */
  at: number;
}

interface Frame {
  source: string;
  count: number;
  issues: string[];
}

let frame: Frame | null = null;
let reports: readonly UnreadItems[] = [];
const listeners = new Set<() => void>();

const pathOf = (source: string) => source.split('?')[0];
const isFirstPage = (source: string) => !/[?&]offset=(?!0(&|$))/.test(source);

/**
 * The latest answer of a source replaces its count; a first page (no offset) also replaces what
 * other queries of the same path reported (the view moved on), later pages add to it.
 */
function publish(source: string, count: number): void {
  const path = pathOf(source);
  const fresh = isFirstPage(source);
  const others = reports.filter((r) => r.source !== source && !(fresh && pathOf(r.source) === path));
  if (count === 0 && others.length === reports.length) return;
  reports = count > 0 ? [...others, { source, count, at: Date.now() }] : others;
  listeners.forEach((l) => l());
}

/** Runs a synchronous parse of one response, collecting the items its tolerant lists drop. */
export function parsingResponse<T>(source: string, parse: () => T): T {
  const outer = frame;
  frame = { source, count: 0, issues: [] };
  const mine = frame;
  try {
    return parse();
  } finally {
    frame = outer;
    if (mine.count > 0) {
      console.warn(`${source}: ${mine.count} item(s) could not be read and were left out.`, mine.issues);
    }
    publish(source, mine.count);
  }
}

/**
 * An array whose items are parsed one by one with `item`: failures are dropped and counted.
 * Non-arrays (null, an object) still fail, naming the list.
 */
export function tolerantList<S extends z.ZodMiniType>(item: S) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((raw) => {
      const kept: z.output<S>[] = [];
      raw.forEach((value, index) => {
        const result = item.safeParse(value);
        if (result.success) {
          kept.push(result.data);
          return;
        }
        if (!frame) return;
        frame.count += 1;
        if (frame.issues.length < 5) {
          const issue = result.error.issues[0];
          const where = [index, ...(issue?.path ?? [])].map(String).join('.');
          frame.issues.push(`item ${where}: ${issue?.message ?? 'invalid'}`);
        }
      });
      // Paging stops at a short page: it must see what the service sent, not what was kept.
      Object.defineProperty(kept, RECEIVED, { value: raw.length, enumerable: false });
      return kept;
    }),
  );
}

const RECEIVED = Symbol('received');

/** How many items the service sent for a list parsed by `tolerantList` (dropped ones included). */
export function receivedCount(list: readonly unknown[]): number {
  const n = (list as { [RECEIVED]?: number })[RECEIVED];
  return typeof n === 'number' ? n : list.length;
}

/** The current reports (a stable array until the next change). */
export const getUnreadItems = (): readonly UnreadItems[] => reports;

export function subscribeUnreadItems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the reports (e.g. the analyst dismissed the note, or signed out). */
export function clearUnreadItems(): void {
  if (reports.length === 0) return;
  reports = [];
  listeners.forEach((l) => l());
}
