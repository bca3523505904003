import { useEffect, type KeyboardEvent } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { locationQueries } from '@/api/locations';
import { describeError } from '@/components/error-state';
import { groupByLevel, isChosen, LEVEL_PLURAL, withPath, type LocationSelection } from '@/lib/location-tree';
import { rememberLocations, toKnown, type KnownLocation } from './location-cache';
import classes from './location-picker.module.css';

const SEARCH_LIMIT = 50;

interface Props {
  query: string;
  selection: LocationSelection;
  onToggle: (loc: KnownLocation) => void;
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

/** Prefix matches across all six levels, grouped by level, each with its full path. */
export function LocationSearchResults({ query, selection, onToggle }: Props) {
  const search = useQuery({ ...locationQueries.search(query, { limit: SEARCH_LIMIT }), placeholderData: keepPreviousData });
  const results = search.data?.results;
  useEffect(() => {
    if (results) rememberLocations(results);
  }, [results]);

  if (search.isPending) return <Loader size="sm" aria-label="Searching locations" />;
  if (search.error) {
    // The client never sends a rule-breaking request; a 400 here is the server disagreeing.
    const message = isApiError(search.error) && search.error.status === 400
      ? `The location search did not accept "${query}" (${search.error.message}). Try a different spelling.`
      : `The location search failed: ${describeError(search.error)}`;
    return (
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
    );
  }
  const { total } = search.data.pagination;
  if (total === 0) return <Text size="sm" c="dimmed">No place names start with “{query}”.</Text>;
  return (
    <div
      className={classes.results}
      onKeyDown={moveFocus}
      aria-busy={search.isFetching}
      data-testid="location-search-results"
      // The text these results answer (absent while an older answer stands in): lets tests and timings wait for it.
      data-query={search.isPlaceholderData ? undefined : query}
    >
      <Stack gap="sm">
        {groupByLevel(search.data.results).map((group) => (
          <div key={group.level} role="group" aria-label={LEVEL_PLURAL[group.level]}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {LEVEL_PLURAL[group.level]}
            </Text>
            <Stack gap={2}>
              {group.items.map((loc) => {
                const known = toKnown(loc);
                // A native checkbox: dozens of them re-render per keystroke, inside the 150 ms budget.
                return (
                  <label key={loc.id} className={classes.result}>
                    <input
                      type="checkbox"
                      checked={isChosen(selection, loc.level, loc.id)}
                      onChange={() => onToggle(known)}
                    />
                    <span>{withPath(loc.name, known.path)}</span>
                  </label>
                );
              })}
            </Stack>
          </div>
        ))}
        {total > search.data.results.length && (
          <Text size="xs" c="dimmed">
            Showing the first {search.data.results.length} of {total.toLocaleString('en')} matches: type more letters to narrow.
          </Text>
        )}
      </Stack>
    </div>
  );
}
