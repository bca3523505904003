import { Button, Group, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import type { Report } from '@/analysis/reports/report-store';

type Props = {
  incoming: Report;
  existing: Report | undefined;
  onReplace: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
};

/** Importing a report whose id is already saved: replace it, or keep both (the import gets a new id). */
export function ImportConflict({ incoming, existing, onReplace, onKeepBoth, onCancel }: Props) {
  return (
    <Modal opened onClose={onCancel} title="This report is already here">
      <Text size="sm">
        “{existing?.name}” has the same id as the imported “{incoming.name}”. Replace it with the file, or
        keep both?
      </Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="light" onClick={onKeepBoth}>
          Keep both
        </Button>
        <Button color="red" onClick={onReplace}>
          Replace
        </Button>
      </Group>
    </Modal>
  );
}
