import { useZonedTimelines } from '@/hooks/use-zoned-timeline';
import type { ZonedAt, ZonedQuestions } from './timeline-questions';

const none: readonly number[] = [];

/** A stage's zoned timelines (timeline-questions.ts) asked on screen; `null` asks nothing. */
export function useZonedQuestions(q: ZonedQuestions | null, at: ZonedAt, enabled: boolean) {
  return useZonedTimelines(q?.workspaceIds ?? none, {
    ...at,
    query: q?.query ?? {},
    previous: q?.previous ?? false,
    enabled: enabled && Boolean(q),
  });
}
