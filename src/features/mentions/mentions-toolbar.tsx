import { lazy, memo, Suspense } from 'react';
import { Alert, Button, Group, Loader, Select, Text, Tooltip } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { IconArrowsShuffle, IconLayoutSidebar } from '@tabler/icons-react';
import type { Mention } from '@/api/schemas';
import type { ExportMeta } from '@/lib/csv-export';
import type { MentionListSearch } from '@/filters/mention-filters-url';
import { ExportButton } from './export-button';
import { useMentionSelection } from './selection-context';

// Shown only once mentions are selected: it loads then, not with the list.
const TagSelectionButton = lazy(() =>
  import('@/components/tagging/tag-selection-button').then((m) => ({ default: m.TagSelectionButton })),
);

interface Props {
  search: MentionListSearch;
  total: number | undefined;
  countFailed: boolean;
  loaded: number;
  fetching: boolean;
  update: (next: Partial<MentionListSearch>) => void;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Mention[]>;
  exportMeta: () => ExportMeta;
  /** Whether the panel of top values is shown, and how to show or hide it. */
  facetsShown: boolean;
  onToggleFacets: () => void;
}

const newSampleKey = () => Math.random().toString(36).slice(2, 10);
export const SAMPLE_MAX = 500;

/** Count, the top-values toggle, sort and order, random sample, selection and export. */
export const MentionsToolbar = memo(function MentionsToolbar({
  search,
  total,
  countFailed,
  loaded,
  fetching,
  update,
  fetchPage,
  exportMeta,
  facetsShown,
  onToggleFacets,
}: Props) {
  const selection = useMentionSelection();
  const sampled = Boolean(search.sample);
  const listTotal = sampled && total !== undefined ? Math.min(total, SAMPLE_MAX) : total;
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Tooltip
            label={
              facetsShown
                ? 'Hide the top values of channels, domains, authors…'
                : 'Show the top values of channels, domains, authors…'
            }
          >
            <Button
              size="xs"
              variant={facetsShown ? 'light' : 'default'}
              leftSection={<IconLayoutSidebar size={14} />}
              onClick={onToggleFacets}
              aria-pressed={facetsShown}
            >
              Top values
            </Button>
          </Tooltip>
          <Text size="sm" fw={600} data-testid="mention-count">
            {total === undefined
              ? countFailed
                ? 'Count unavailable'
                : 'Counting…'
              : `${total.toLocaleString('en')} ${total === 1 ? 'mention matches' : 'mentions match'}`}
          </Text>
          {fetching && <Loader size="xs" />}
          {selection.count > 0 ? (
            <Group gap={4}>
              <Text size="sm" data-testid="selection-count">
                {selection.count.toLocaleString('en')} selected
              </Text>
              {!selection.selection.allMatching && listTotal !== undefined && listTotal > selection.count && (
                <Button size="compact-xs" variant="subtle" onClick={selection.selectAll}>
                  Select all {listTotal.toLocaleString('en')} matching
                </Button>
              )}
              <Button size="compact-xs" variant="subtle" color="gray" onClick={selection.clear}>
                Clear selection
              </Button>
              <Suspense fallback={null}>
                <TagSelectionButton
                  count={selection.count}
                  allMatching={selection.selection.allMatching}
                  mentions={[...selection.selection.items.values()]}
                  source={{
                    workspaceId: selection.scope.workspaceId,
                    query: {
                      ...selection.scope.filters,
                      since: selection.scope.since,
                      to: selection.scope.to,
                      sort: search.sort,
                      order: search.order,
                      ...(search.sample ? { randomization_key: search.sample } : {}),
                    },
                  }}
                />
              </Suspense>
            </Group>
          ) : null}
        </Group>
        <Group gap="xs">
          <Select
            size="xs"
            w={150}
            aria-label="Sort by"
            value={search.sort}
            disabled={sampled}
            allowDeselect={false}
            data={[
              { value: 'published', label: 'Published' },
              { value: 'created', label: 'Created' },
              { value: 'confidence', label: 'Narrative confidence' },
            ]}
            onChange={(v) => v && update({ sort: v as MentionListSearch['sort'], open: undefined })}
          />
          <SegmentedChoice
            size="xs"
            aria-label="Order"
            value={search.order}
            disabled={sampled}
            data={[
              { value: 'desc', label: 'Desc' },
              { value: 'asc', label: 'Asc' },
            ]}
            onChange={(v) => update({ order: v, open: undefined })}
          />
          <Tooltip
            label={
              sampled
                ? 'Back to the sorted list of every matching mention'
                : `Show a random sample of up to ${SAMPLE_MAX} matching mentions`
            }
          >
            <Button
              size="xs"
              variant={sampled ? 'filled' : 'default'}
              leftSection={<IconArrowsShuffle size={14} />}
              onClick={() => update({ sample: sampled ? undefined : newSampleKey(), open: undefined })}
            >
              {sampled ? 'Sorted list' : 'Random sample'}
            </Button>
          </Tooltip>
          <ExportButton fetchPage={fetchPage} meta={exportMeta} total={listTotal} />
        </Group>
      </Group>
      {sampled && (
        <Alert variant="light" color="blue" p="xs" data-testid="sample-banner">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              A random sample of up to {SAMPLE_MAX} of the matching mentions ({loaded.toLocaleString('en')}{' '}
              loaded). It stays the same while you page; draw a new one at any time.
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => update({ sample: newSampleKey(), open: undefined })}
            >
              New sample
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
});
