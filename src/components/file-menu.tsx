import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';

/** One file the menu offers: its words in the menu, and what makes and downloads it. */
export type FileChoice = { label: string; save: () => Promise<void> | void };

type Props = { choices: FileChoice[]; disabled?: boolean };

/**
 * An "Export" menu of files (a chart's, a map's): the button shows it is busy while a file is made,
 * and a file that could not be made says why in a notification, never silently.
 */
export function FileMenu({ choices, disabled }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async (choice: FileChoice) => {
    setBusy(true);
    try {
      await choice.save();
    } catch (e) {
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          size="xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          leftSection={<IconDownload size={14} />}
          disabled={disabled}
          loading={busy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => void run(choice)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
