import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconLayoutGrid } from '@tabler/icons-react';
import { workspaceQueries } from '@/api/workspaces';

type Props = { value: number | null; onChange: (workspaceId: number) => void };

/** Searchable list of the team's workspaces, labelled with their folder. */
export function WorkspacePicker({ value, onChange }: Props) {
  const { data, isPending, isError } = useQuery(workspaceQueries.list());
  const options = (data ?? [])
    .map((w) => ({ value: String(w.id), label: w.title, group: w.folder?.title ?? 'Unfiled' }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
  const groups = [...new Set(options.map((o) => o.group))].map((group) => ({
    group,
    items: options.filter((o) => o.group === group).map(({ value: v, label }) => ({ value: v, label })),
  }));
  const selected = value === null ? null : String(value);
  const known = options.some((o) => o.value === selected);

  return (
    <Select
      label="Workspace"
      placeholder={isPending ? 'Loading…' : isError ? 'Could not load workspaces' : 'Pick a workspace'}
      data={groups}
      value={known ? selected : null}
      onChange={(next) => next && onChange(Number(next))}
      searchable
      nothingFoundMessage="No workspace matches"
      leftSection={<IconLayoutGrid size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
      size="sm"
    />
  );
}
