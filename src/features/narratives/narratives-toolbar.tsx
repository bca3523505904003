import { Select } from '@mantine/core';
import { NARRATIVE_SORT_LABELS } from './narrative-list';
import { LIST_SORTS, type NarrativeListSearch } from './narrative-search';

type Props = {
  search: NarrativeListSearch;
  update: (next: Partial<NarrativeListSearch>) => void;
};

const SORT_DATA = LIST_SORTS.map((value) => ({ value, label: NARRATIVE_SORT_LABELS[value] }));
const isSort = (v: string): v is NarrativeListSearch['sort'] => (LIST_SORTS as readonly string[]).includes(v);

/**
 * The API's four orders and growth against the previous period; a new order starts at page 1.
 * Channels come from the workspace's filter bar. A select, as the pulse's and the mention
 * browser's sorts are (a segmented control cost this page 2.8 kB gzipped on its first load).
 */
export function NarrativesToolbar({ search, update }: Props) {
  return (
    <Select
      label="Sort by"
      data={SORT_DATA}
      value={search.sort}
      onChange={(v) => v && isSort(v) && update({ sort: v, page: 1 })}
      allowDeselect={false}
      w={220}
    />
  );
}
