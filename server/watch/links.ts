import { defaultStringifySearch } from '@tanstack/react-router';
import type { Mention } from '../../src/api/schemas';
import type { AlertEvent } from '../../src/api/schemas/alerts';
import type { MentionFilterSearch } from '../../src/filters/mention-filters-url';
import { apiWindow, type Win } from './periods';

/**
 * The dashboard path to exactly an event's mentions: the workspace's mention list with the rule's
 * filters (in the URL's own vocabulary, negations and switched-off kinds included), the fired
 * window as a custom range (its API ends: both inclusive) and the rule's zone.
 */
export function mentionsPath(
  workspaceId: number,
  search: Partial<MentionFilterSearch>,
  w: Win,
  zone: string,
): string {
  const { since, to } = apiWindow(w);
  const tz = zone === 'UTC' || zone === 'Etc/UTC' ? 'utc' : zone;
  const clean = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
  return `/w/${workspaceId}/mentions${defaultStringifySearch({ ...clean, range: 'custom', since, to, tz })}`;
}

/** The few mentions an email or payload lists. */
export const eventMentions = (list: readonly Mention[]): AlertEvent['mentions'] =>
  list.map((m) => ({
    id: String(m.id),
    title: m.title?.trim() || '(untitled mention)',
    url: m.url ?? null,
    published: m.published,
  }));
