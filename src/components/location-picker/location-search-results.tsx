import { useEffect, useState, type KeyboardEvent } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { locationQueries, type Location } from '@/api/locations';
import type { LocationLevel } from '@/api/schemas';
import { describeError } from '@/components/error-state';
import { groupByLevel, type LocationSelection } from '@/lib/location-tree';
import { rememberLocations, type KnownLocation } from './location-cache';
import { LevelResultGroup } from './level-result-group';
import classes from './location-picker.module.css';

/** One request answers most searches whole; a longer list is split by level. */
const SEARCH_LIMIT = 50;
/** Places shown per level when the matches are split, each level with its total and "show all". */
const PREVIEW = 8;
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
  else if (e.key === 'ArrowUp') e.currentTarget.closest('[data-location-picker]')?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
}

/**
 * Prefix matches across all six levels, grouped by level, each with its full path. The API lists
 * coarse levels first, so "San" would fill the list with 40 counties before the large cities:
 * when the matches do not fit one answer, each level is asked for separately and shows its first
 * places, its count and a "show all".
 */
export function LocationSearchResults({ query, selection, onToggle }: Props) {
  const search = useQuery({ ...locationQueries.search(query, { limit: SEARCH_LIMIT }), placeholderData: keepPreviousData });
  const page = search.isPlaceholderData ? undefined : search.data;
  const split = page !== undefined && page.pagination.total > page.results.length;
  const levels = useQueries({
    queries: split ? SHOWN_LEVELS.map((level) => locationQueries.search(query, { level, limit: PREVIEW })) : [],
  });
  const levelsReady = split && levels.every((l) => l.data);
  const groups: ResultGroup[] = levelsReady
    ? SHOWN_LEVELS.map((level, i) => ({
        level,
        items: levels[i]!.data!.results,
        total: levels[i]!.data!.pagination.total,
      })).filter((g) => g.total > 0)
    : groupByLevel(search.data?.results ?? [])
        .map((g) => ({ ...g, total: g.items.length }))
        .sort((a, b) => SHOWN_LEVELS.indexOf(a.level) - SHOWN_LEVELS.indexOf(b.level));
  const results = search.data?.results;
  useEffect(() => {
    if (results) rememberLocations(results);
  }, [results]);
  const [open, setOpen] = useState<{ query: string; level: LocationLevel } | null>(null);
  const openLevel = open?.query === query ? open.level : null;

  if (search.isPending) return <Loader size="sm" aria-label="Searching locations" />;
  const error = search.error ?? levels.find((l) => l.error)?.error;
  if (error) {
    // The client never sends a rule-breaking request; a 400 here is the server disagreeing.
    const message = isApiError(error) && error.status === 400
      ? `The location search did not accept "${query}" (${error.message}). Try a different spelling.`
      : `The location search failed: ${describeError(error)}`;
    return (
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
    );
  }
  const ready = page !== undefined && (!split || levelsReady);
  if (ready && page.pagination.total === 0) return <Text size="sm" c="dimmed">No place names start with “{query}”.</Text>;
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
          />
        ))}
      </Stack>
    </div>
  );
}
