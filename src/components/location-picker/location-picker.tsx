import { useCallback, useRef, useState } from 'react';
import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { locationQueries, MIN_LOCATION_QUERY } from '@/api/locations';
import { isIncluded } from '@/filters/location-logic';
import { leaveOut, type ChildrenOf } from '@/filters/location-leave-out';
import { toggleChosen, type LocationSelection } from '@/filters/location-tree';
import { knownLinks, remember, rememberLocations, type KnownLocation } from './location-cache';
import { LocationPills } from './location-pills';
import { LocationSearchResults } from './location-search-results';
import { LocationTreeView } from './location-tree-view';

/** Short enough to stay inside the 150 ms budget from keystroke to results, long enough to skip most keystrokes. */
export const SEARCH_DEBOUNCE_MS = 50;

interface Props {
  value: LocationSelection;
  onChange: (next: LocationSelection) => void;
  /** Hide when the host shows the chosen set itself. */
  withPills?: boolean;
}

/**
 * Chooses mention locations: a lazily loaded tree and a prefix search. Each chosen place is sent
 * as its own id under its own level (`locations.<level>[]=<id>`).
 */
export function LocationPicker({ value, onChange, withPills = true }: Props) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const searching = trimmed.length >= MIN_LOCATION_QUERY && debounced.length >= MIN_LOCATION_QUERY;

  const queryClient = useQueryClient();
  const [leaveOutError, setLeaveOutError] = useState<string | null>(null);
  const childrenOf = useCallback<ChildrenOf>(
    async (parent) => {
      const all = [];
      for (let offset = 0; ;) {
        const page = await queryClient.fetchQuery(
          locationQueries.children(parent.id, parent.level, { limit: 500, offset }),
        );
        all.push(...page.results);
        offset += page.results.length;
        if (!page.pagination.hasMore || page.results.length === 0) break;
      }
      rememberLocations(all, true); // the pills name the places kept
      return all.map((l) => ({ level: l.level, id: l.id }));
    },
    [queryClient],
  );
  const toggle = useCallback(
    (loc: KnownLocation) => {
      remember([loc], true); // the URL holds ids only: keep the name and path for the pills
      setLeaveOutError(null);
      // Unchecking a place a chosen ancestor includes leaves it out of that ancestor.
      if (isIncluded(value, knownLinks(), loc)) {
        leaveOut(value, knownLinks(), loc, childrenOf).then(onChange, (e: Error) =>
          setLeaveOutError(`${loc.name} cannot be left out: ${e.message}`),
        );
        return;
      }
      onChange(toggleChosen(value, loc.level, loc.id));
    },
    [value, onChange, childrenOf],
  );
  const typeAhead = useCallback((char: string) => {
    setText((t) => t + char);
    input.current?.focus();
  }, []);

  return (
    <Stack gap="xs" data-location-picker>
      <Text size="xs" c="dimmed">
        Filters by the location resolved for each mention (what it is about), not by the publisher’s
        geography. Mentions published before mid-June 2026 carry no location, so they never match a location
        filter.
      </Text>
      <TextInput
        ref={input}
        type="search"
        size="xs"
        aria-label="Search locations"
        placeholder="Search places: type 2 or more letters"
        leftSection={<IconSearch size={14} />}
        rightSection={
          text ? (
            <CloseButton size="sm" aria-label="Clear location search" onClick={() => setText('')} />
          ) : null
        }
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.stopPropagation();
            setText('');
          }
          if (e.key === 'ArrowDown') {
            const picker = e.currentTarget.closest('[data-location-picker]');
            const target = picker?.querySelector<HTMLElement>(
              '[data-testid="location-search-results"] input, [role="treeitem"][tabindex="0"]',
            );
            if (target) {
              e.preventDefault();
              target.focus();
            }
          }
        }}
        description={
          trimmed.length === 1 ? `Type at least ${MIN_LOCATION_QUERY} letters to search` : undefined
        }
      />
      {searching && <LocationSearchResults query={debounced} selection={value} onToggle={toggle} />}
      {/* Hidden, not unmounted, while searching: the opened branches are still there afterwards. */}
      <div hidden={searching}>
        {leaveOutError && (
          <Text size="xs" c="red" role="alert">
            {leaveOutError}
          </Text>
        )}
        <LocationTreeView selection={value} onToggle={toggle} onTypeAhead={typeAhead} />
      </div>
      {withPills && (
        <LocationPills selection={value} onRemove={(level, id) => onChange(toggleChosen(value, level, id))} />
      )}
    </Stack>
  );
}
