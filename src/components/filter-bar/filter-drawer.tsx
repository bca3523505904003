import { useEffect, useRef, useState } from 'react';
import { Button, CloseButton, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LocationPicker } from '@/components/location-picker/location-picker';
import type { FilterField } from '@/filters/fields';
import { excludePhrase } from '@/lib/expression-edit';
import { selectionOf, selectionToSearch, type LocationSelection } from '@/filters/location-tree';
import type { FiltersUpdate } from '@/hooks/use-workspace-view';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { FilterBuilder } from './filter-builder';
import classes from './filter-bar.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  fields: readonly FilterField[];
  filters: MentionFilterSearch;
  /** Changes are functions of the current filters, so quick successive choices compose. */
  onChange: (update: Extract<FiltersUpdate, (prev: MentionFilterSearch) => unknown>) => void;
  counts: ReadonlyMap<string, number>;
}

/** Leaving a word or phrase out: the one exclusion the API can express (the expression's NOT). */
function ExcludePhrase({ onExclude }: { onExclude: (phrase: string) => void }) {
  const [phrase, setPhrase] = useState('');
  const add = () => {
    if (!phrase.trim()) return;
    onExclude(phrase);
    setPhrase('');
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        size="xs"
        label="Leave out a word or phrase"
        description='Adds NOT "…" to the search. Channels, authors and other values can only be included: the API has no exclusion for them.'
        placeholder="e.g. heat pump"
        value={phrase}
        onChange={(e) => setPhrase(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
      />
      <Button size="xs" variant="light" onClick={add} disabled={!phrase.trim()}>
        Leave out
      </Button>
    </Group>
  );
}

/**
 * Every filter of the workspace in one panel beside the page: it never pushes the results down,
 * and it is not modal, so the results and counts stay in view and move as values are chosen.
 * (Mantine's Drawer is modal, and its scroll lock would also join the first page's JavaScript.)
 * Escape or the close button folds it; focus returns to the button that opened it.
 */
export function FilterDrawer({ opened, onClose, fields, filters, onChange, counts }: Props) {
  const locations = selectionOf(filters);
  const setLocations = (next: LocationSelection) => onChange((f) => ({ ...f, ...selectionToSearch(next) }));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => opener?.focus();
  }, [opened]);
  if (!opened) return null;
  return (
    <div
      ref={panel}
      className={classes.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="filter-panel-title"
      tabIndex={-1}
      onKeyDown={(e) => {
        // Escape in an open option list closes the list first; the next one folds the panel.
        const target = e.target as HTMLElement;
        if (e.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true') onClose();
      }}
    >
      <Group justify="space-between" className={classes.panelHeader}>
        <Title order={2} fz="h4" id="filter-panel-title">
          Filters
        </Title>
        <CloseButton aria-label="Close the filters" onClick={onClose} />
      </Group>
      <Stack gap="md" className={classes.panelBody}>
        <Text size="xs" c="dimmed">
          These filters belong to the workspace: mentions, charts, narratives and locations all use them.
          Values of one filter widen the result (any of them); different filters narrow it (all of them).
          Counts: mentions with your other filters in this window.
        </Text>
        <ExcludePhrase
          onExclude={(phrase) =>
            onChange((f) => ({ ...f, filter_expression: excludePhrase(f.filter_expression, phrase) }))
          }
        />
        <Divider />
        <FilterBuilder fields={fields} search={filters} counts={counts} onChange={onChange} />
        <Divider />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Location
          </Text>
          <LocationPicker value={locations} onChange={setLocations} withPills={false} />
        </div>
      </Stack>
    </div>
  );
}
