import { Button, Group } from '@mantine/core';
import { PickFileButton } from './pick-file-button';
import { IconDownload, IconUpload } from '@tabler/icons-react';

type Props = {
  /** Nothing to export yet. */
  empty: boolean;
  onExport: () => void;
  /** The chosen file's text; the caller parses it and says what was imported. */
  onImport: (text: string) => void;
  variant: 'default' | 'subtle';
  grow?: boolean;
};

/**
 * Export to and import from a JSON file: how what a browser keeps (saved views, annotations) moves
 * to another browser or colleague, since the API stores none of it.
 */
export function JsonFileButtons({ empty, onExport, onImport, variant, grow }: Props) {
  return (
    <Group gap="xs" grow={grow} justify={grow ? undefined : 'flex-end'}>
      <Button
        size="xs"
        variant={variant}
        leftSection={<IconDownload size={14} />}
        disabled={empty}
        onClick={onExport}
      >
        Export JSON
      </Button>
      <PickFileButton
        accept="application/json,.json"
        onPick={(f) => void f.text().then(onImport)}
        size="xs"
        variant={variant}
        leftSection={<IconUpload size={14} />}
      >
        Import JSON
      </PickFileButton>
    </Group>
  );
}
