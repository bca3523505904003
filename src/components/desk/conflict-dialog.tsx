import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { getRouteApi } from '@tanstack/react-router';
import type { DeskConflict } from '@/api/desk-collection';
import { formatInZone } from '@/lib/date-range';

const app = getRouteApi('/_app');
const KIND_WORDS = { view: 'view', report: 'report', annotation: 'annotation' } as const;

/**
 * A save refused because a colleague saved first: who and when (in the analyst's zone), and the
 * two ways out. Nothing of either version is lost: "keep both" saves mine as a copy.
 */
export function ConflictDialog({ conflict, onDone }: { conflict: DeskConflict; onDone: () => void }) {
  const { tz } = app.useSearch();
  const { current } = conflict;
  const what = KIND_WORDS[conflict.kind];
  const choose = (action: () => void) => {
    action();
    onDone();
  };
  return (
    // A choice is needed: closing without one would leave a version on screen that is saved nowhere.
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={`This ${what} changed meanwhile`}
      centered
    >
      <Stack gap="sm" data-testid="desk-conflict">
        <Text size="sm">
          <strong>{current.updatedBy.name}</strong> saved “{current.title}” at{' '}
          {formatInZone(current.updatedAt, tz, 'YYYY-MM-DD HH:mm:ss')}, after you opened it. Your change to “
          {conflict.title}” was not saved over theirs.
        </Text>
        <Text size="sm" c="dimmed">
          Reload theirs to continue from their version, or keep both: yours is saved as a copy beside it.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => choose(conflict.keepBoth)}>
            Keep both (save mine as a copy)
          </Button>
          <Button onClick={() => choose(conflict.reloadTheirs)}>Reload theirs</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
