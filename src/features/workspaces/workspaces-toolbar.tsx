import type { Ref } from 'react';
import { CloseButton, Group, Kbd, Select, TextInput } from '@mantine/core';
import { ToggleSwitch } from '@/components/toggle-switch';
import { IconSearch } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { describeRange } from '@/lib/date-range';
import { WORKSPACE_SORTS, type WorkspaceSort } from './workspaces-search';

const SORT_LABELS: Record<WorkspaceSort, string> = {
  title: 'Title (A–Z)',
  modified: 'Last modified',
  created: 'Newest',
};

type WorkspacesToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  sort: WorkspaceSort;
  onSortChange: (sort: WorkspaceSort) => void;
  summaries: boolean;
  onSummariesChange: (on: boolean) => void;
  searchRef?: Ref<HTMLInputElement>;
};

/**
 * The service writes each summary over a recent period of its own choosing (the API takes no
 * window for them), so the analyst's window does not apply: said here, naming that window.
 */
function SummaryWindowNote() {
  const range = useSearch({ strict: false });
  return (
    <>
      Written by the service over a recent period it chooses; they do not follow your window (
      {describeRange(range)}).
    </>
  );
}

export function WorkspacesToolbar(props: WorkspacesToolbarProps) {
  const { search, onSearchChange, sort, onSortChange, summaries, onSummariesChange, searchRef } = props;
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        ref={searchRef}
        label="Search"
        placeholder="Title or query text"
        value={search}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
          ) : (
            <Kbd size="xs" aria-hidden>
              /
            </Kbd>
          )
        }
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Sort by"
        data={WORKSPACE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={sort}
        onChange={(value) => value && onSortChange(value as WorkspaceSort)}
        allowDeselect={false}
        w={170}
      />
      <ToggleSwitch
        label="Show summaries"
        description={summaries ? <SummaryWindowNote /> : undefined}
        checked={summaries}
        onChange={onSummariesChange}
        style={{ marginBottom: 8, maxWidth: 360 }}
      />
    </Group>
  );
}
