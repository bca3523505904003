import { useMemo } from 'react';
import { Group, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { channelQueries } from '@/api/channels';
import { CHANNELS, NARRATIVE_SORTS } from '@/api/schemas';
import { NARRATIVE_SORT_LABELS, type NarrativeListSearch } from './narrative-search';

type Props = {
  search: NarrativeListSearch;
  update: (next: Partial<NarrativeListSearch>) => void;
};

const SORT_DATA = NARRATIVE_SORTS.map((value) => ({ value, label: NARRATIVE_SORT_LABELS[value] }));
const isSort = (v: string): v is NarrativeListSearch['sort'] => (NARRATIVE_SORTS as readonly string[]).includes(v);
const isChannel = (v: string): v is (typeof CHANNELS)[number] => (CHANNELS as readonly string[]).includes(v);

/** Sort (the API's four orders) and the channel filter; both reset the page to 1. */
export function NarrativesToolbar({ search, update }: Props) {
  const channels = useQuery(channelQueries.list());
  const channelData = useMemo(() => {
    const names = new Map((channels.data ?? []).map((c) => [c.id, c.name]));
    return CHANNELS.map((value) => ({ value, label: names.get(value) ?? value }));
  }, [channels.data]);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {/* On phones the four sorts may be wider than the screen: scroll them, never overflow the page. */}
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
      <MultiSelect
        label="Channels"
        placeholder={search.channels?.length ? undefined : 'All channels'}
        data={channelData}
        value={search.channels ?? []}
        onChange={(values) => update({ channels: values.filter(isChannel), page: 1 })}
        clearable
        searchable
        miw={220}
        maw={420}
        data-testid="narrative-channel-filter"
      />
    </Group>
  );
}
