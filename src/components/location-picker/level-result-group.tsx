import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { locationQueries, type Location } from '@/api/locations';
import {
  isChosen,
  LEVEL_PLURAL,
  mergePages,
  withPath,
  type LocationSelection,
} from '@/filters/location-tree';
import { rememberLocations, toKnown, type KnownLocation } from './location-cache';
import type { ResultGroup } from './location-search-results';
import { BY_MENTIONS, orderPlaces } from './place-order';
import type { CountOf } from './use-place-counts';
import classes from './location-picker.module.css';

const PAGE_SIZE = 50;

interface Props {
  query: string;
  group: ResultGroup;
  /** Every match of the level, page by page, instead of the first few. */
  all: boolean;
  onShowAll: () => void;
  selection: LocationSelection;
  onToggle: (loc: KnownLocation) => void;
  /** Mentions choosing a place would bring (undefined: not known). */
  countOf: CountOf;
}

/** The matches of one level: its name and count, its places, and "show all" when there are more. */
export function LevelResultGroup({ query, group, all, onShowAll, selection, onToggle, countOf }: Props) {
  const more = useAllOfLevel(query, group, all);
  // The matches shown, most mentions first (the API gives them by population).
  const items = orderPlaces(more?.items ?? group.items, countOf, BY_MENTIONS);
  const label = LEVEL_PLURAL[group.level];
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {label} · {group.total.toLocaleString('en')}
      </Text>
      <Stack gap={2}>
        {items.map((loc) => (
          <ResultRow
            key={loc.id}
            loc={loc}
            count={countOf(loc.level, loc.id)}
            selection={selection}
            onToggle={onToggle}
          />
        ))}
      </Stack>
      {items.length < group.total && (
        <Group gap="xs" mt={4}>
          {more?.loading ? (
            <Loader size="xs" aria-label={`Loading more ${label.toLowerCase()}`} />
          ) : (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={more ? more.showMore : onShowAll}
              aria-label={`${more ? 'Show more' : 'Show all'} ${label.toLowerCase()} starting with ${query}`}
            >
              {more
                ? `Show ${Math.min(PAGE_SIZE, group.total - items.length)} more`
                : `Show all ${group.total.toLocaleString('en')}`}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}

/** A native checkbox: dozens of them re-render per keystroke, inside the 150 ms budget. */
function ResultRow({
  loc,
  count,
  selection,
  onToggle,
}: {
  loc: Location;
  count: number | undefined;
  selection: LocationSelection;
  onToggle: (loc: KnownLocation) => void;
}) {
  const known = toKnown(loc);
  return (
    <label className={classes.result}>
      <input
        type="checkbox"
        // Named by the place alone (its count is said beside it, as in the tree).
        aria-label={withPath(loc.name, known.path)}
        aria-description={count === undefined ? undefined : `${count.toLocaleString('en')} mentions`}
        checked={isChosen(selection, loc.level, loc.id)}
        onChange={() => onToggle(known)}
      />
      <span>{withPath(loc.name, known.path)}</span>
      {count !== undefined && (
        <span className={classes.count} data-testid="result-count" aria-hidden>
          {count.toLocaleString('en')}
        </span>
      )}
    </label>
  );
}

/** Every match of one level, 50 at a time, once "show all" is chosen. */
function useAllOfLevel(query: string, group: ResultGroup, enabled: boolean) {
  const [pages, setPages] = useState(1);
  const answers = useQueries({
    queries: enabled
      ? Array.from({ length: pages }, (_, i) =>
          locationQueries.search(query, { level: group.level, limit: PAGE_SIZE, offset: i * PAGE_SIZE }),
        )
      : [],
  });
  const merged = mergePages(answers.map((a) => a.data));
  const { items } = merged;
  useEffect(() => rememberLocations(items), [items]);
  if (!enabled) return null;
  return {
    items: merged.items.length > 0 ? merged.items : group.items,
    loading: answers.some((a) => a.isPending),
    showMore: () => setPages((n) => n + 1),
  };
}
