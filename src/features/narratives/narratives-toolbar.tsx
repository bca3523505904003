import { SegmentedControl, Text } from '@mantine/core';
import { NARRATIVE_SORT_LABELS } from './narrative-list';
import { LIST_SORTS, type NarrativeListSearch } from './narrative-search';

type Props = {
  search: NarrativeListSearch;
  update: (next: Partial<NarrativeListSearch>) => void;
};

const SORT_DATA = LIST_SORTS.map((value) => ({ value, label: NARRATIVE_SORT_LABELS[value] }));
const isSort = (v: string): v is NarrativeListSearch['sort'] => (LIST_SORTS as readonly string[]).includes(v);

/** The API's four orders and growth against the previous period; a new order starts at page 1. Channels come from the workspace's filter bar. */
export function NarrativesToolbar({ search, update }: Props) {
  return (
    // On phones the four sorts may be wider than the screen: scroll them, never overflow the page.
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Text size="sm" fw={500} id="narrative-sort-label" mb={4}>
        Sort by
      </Text>
      <SegmentedControl
        aria-labelledby="narrative-sort-label"
        data={SORT_DATA}
        value={search.sort}
        onChange={(v) => isSort(v) && update({ sort: v, page: 1 })}
        size="sm"
      />
    </div>
  );
}
