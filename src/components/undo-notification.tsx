import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A notification with an Undo button: removals are applied at once and can be taken back for a while. */
export function notifyUndo(message: string, undo: () => void) {
  const id = notifications.show({
    title: 'Removed',
    autoClose: 10_000,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            undo();
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
