import { Badge, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useDeskState, type ItemMeta } from '@/api/desk-state';
import { audience, lastEdited } from './last-edited';

const app = getRouteApi('/_app');

/**
 * Where an item is kept, in one line: on the team desk, who last changed it and when (in the
 * analyst's zone) and who sees it; or "Stored in this browser only" (no desk, or not moved yet);
 * or, when the desk did not take the last change, that it is kept here and why.
 * Nothing while the desk is still being asked.
 */
export function StoredWhere({ meta, size = 'xs' }: { meta: ItemMeta | undefined; size?: 'xs' | 'sm' }) {
  const state = useDeskState();
  const { tz } = app.useSearch();
  if (state.mode === 'unknown') return null;
  if (!meta)
    return (
      <Text size={size} c="dimmed" data-testid="stored-where">
        <Badge size="xs" variant="light" color="gray" mr={4}>
          This browser
        </Badge>
        Stored in this browser only
      </Text>
    );
  if (meta.unsaved)
    return (
      <Text size={size} data-testid="stored-where" role="status">
        <Badge size="xs" variant="light" color="orange" mr={4}>
          Not saved
        </Badge>
        Kept in this browser only: the team desk did not take the last change ({meta.unsaved}). Edit it to try
        again.
      </Text>
    );
  if (meta.version === 0)
    return (
      <Text size={size} c="dimmed" data-testid="stored-where">
        Saving to the team desk…
      </Text>
    );
  return (
    <Text size={size} c="dimmed" data-testid="stored-where">
      <Badge size="xs" variant="light" color={meta.visibility === 'team' ? 'teal' : 'gray'} mr={4}>
        {audience(meta)}
      </Badge>
      {lastEdited(meta, tz)}
    </Text>
  );
}
