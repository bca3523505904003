import { Group, Kbd, Table, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useOs } from '@mantine/hooks';
import { shortcutKeys, useShortcuts } from '@/components/shortcuts';

type Props = { opened: boolean; onClose: () => void };

/** Every shortcut that works on the current page, grouped; opened with `?`. */
export default function ShortcutSheet({ opened, onClose }: Props) {
  const shortcuts = useShortcuts();
  const os = useOs();
  const isApple = os === 'macos' || os === 'ios';
  const groups = [...new Set(shortcuts.map((s) => s.group ?? 'General'))];
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      {groups.map((group) => (
        <div key={group}>
          <Text fw={600} size="sm" mt="sm" mb={4}>
            {group}
          </Text>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {shortcuts
                .filter((s) => (s.group ?? 'General') === group)
                .map((s) => (
                  <Table.Tr key={`${s.group}-${s.keys}`}>
                    <Table.Td>{s.description}</Table.Td>
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {shortcutKeys(s.keys, isApple).map((key) => (
                          <Kbd key={key} size="sm">
                            {key}
                          </Kbd>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Modal>
  );
}
