import { useEffect, useState, type KeyboardEvent } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { locationQueries, type Location } from '@/api/locations';
import type { LocationLevel } from '@/api/schemas';
import { describeError } from '@/components/error-state';
import type { LocationSelection } from '@/filters/location-tree';
import { rememberLocations, type KnownLocation } from './location-cache';
import { LevelResultGroup } from './level-result-group';
import { useTreeCounts } from './use-tree-counts';
import classes from './location-picker.module.css';

/** Places shown per level at first, each level with its total and "show all". */
const PREVIEW = 8;
/** One answer across levels: coarse levels come first in it, so they are all there. */
const SEARCH_LIMIT = 50;
/** Levels too long for one answer: asked for on their own, each with its total. */
const LONG_LEVELS: LocationLevel[] = ['city', 'county'];
/**
 * Levels as shown: coarse first like the API, but cities (what analysts look for most, the
 * largest first) before the long county lists.
 */
const SHOWN_LEVELS: LocationLevel[] = ['region', 'subregion', 'country', 'state', 'city', 'county'];

interface Props {
  query: string;
  selection: LocationSelection;
  onToggle: (loc: KnownLocation) => void;
}

export interface ResultGroup {
  level: LocationLevel;
  items: Location[];
  total: number;
}

/** ↑/↓ move between the result checkboxes (Tab still works); the first ↑ returns to the search box. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const boxes = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const index = boxes.indexOf(e.target as HTMLInputElement);
  if (index < 0) return;
  e.preventDefault();
  const next = boxes[index + (e.key === 'ArrowDown' ? 1 : -1)];
  if (next) next.focus();
  else if (e.key === 'ArrowUp')
    e.currentTarget
      .closest('[data-location-picker]')
      ?.querySelector<HTMLInputElement>('input[type="search"]')
      ?.focus();
}

/**
 * Prefix matches across all six levels, grouped by level, each with its full path. One request
 * across levels answers most searches whole. When it cannot (the API lists coarse levels first, so
 * "San" would give 40 counties and no city), its first 50 still hold every region, sub-region,
 * country and state that matches, and cities and counties are asked for on their own: each shows
 * its first places, its count and a "show all". Should the first 50 be coarse places only, every
 * level is asked for on its own.
 */
export function LocationSearchResults({ query, selection, onToggle }: Props) {
  const across = useQuery({
    ...locationQueries.search(query, { limit: SEARCH_LIMIT }),
    placeholderData: keepPreviousData,
  });
  const first = across.isPlaceholderData ? undefined : across.data;
  const whole = first !== undefined && first.pagination.total <= first.results.length;
  const coarseComplete = whole || (first?.results.some((l) => LONG_LEVELS.includes(l.level)) ?? true);
  const ownLevels = whole ? [] : coarseComplete ? LONG_LEVELS : SHOWN_LEVELS;
  const levels = useQueries({
    queries: ownLevels.map((level) => ({
      ...locationQueries.search(query, { level, limit: PREVIEW }),
      placeholderData: keepPreviousData,
    })),
  });
  const groups: ResultGroup[] = SHOWN_LEVELS.flatMap((level) => {
    const own = levels[ownLevels.indexOf(level)];
    if (own) {
      // A level's answer holds that level only; anything else in it is not shown under its name.
      const items = (own.data?.results ?? []).filter((l) => l.level === level);
      return [{ level, items, total: own.data?.pagination.total ?? 0 }];
    }
    const items = (across.data?.results ?? []).filter((l) => l.level === level);
    return [{ level, items, total: items.length }];
  }).filter((g) => g.total > 0);
  // Each result carries its mentions, counted as the tree counts them (what choosing it would give).
  const countOf = useTreeCounts(SHOWN_LEVELS, selection);
  const answers = [across].concat(levels);
  const stamp = answers.map((l) => l.dataUpdatedAt).join();
  useEffect(() => {
    for (const l of answers) if (l.data) rememberLocations(l.data.results);
  }, [stamp]); // eslint-disable-line react-hooks/exhaustive-deps -- `stamp` changes exactly when an answer does
  const [open, setOpen] = useState<{ query: string; level: LocationLevel } | null>(null);
  const openLevel = open?.query === query ? open.level : null;

  if (across.isPending) return <Loader size="sm" aria-label="Searching locations" />;
  const error = answers.find((l) => l.error)?.error;
  if (error) {
    // The client never sends a rule-breaking request; a 400 here is the server disagreeing.
    const message =
      isApiError(error) && error.status === 400
        ? `The location search did not accept "${query}" (${error.message}). Try a different spelling.`
        : `The location search failed: ${describeError(error)}`;
    return (
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
    );
  }
  // Every level has answered this very text (not an older one standing in).
  const ready = answers.every((l) => l.data && !l.isPlaceholderData);
  if (ready && groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No place names start with “{query}”.
      </Text>
    );
  return (
    <div
      className={classes.results}
      onKeyDown={moveFocus}
      aria-busy={!ready}
      data-testid="location-search-results"
      // The text these results answer (absent while an older answer stands in): lets tests and timings wait for it.
      data-query={ready ? query : undefined}
    >
      <Stack gap="sm">
        {groups.map((group) => (
          <LevelResultGroup
            key={group.level}
            query={query}
            group={group}
            all={openLevel === group.level}
            onShowAll={() => setOpen({ query, level: group.level })}
            selection={selection}
            onToggle={onToggle}
            countOf={countOf}
          />
        ))}
      </Stack>
    </div>
  );
}
