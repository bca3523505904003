import { Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** Opens the filter panel; says how many filters are chosen (the keyword search not counted). */
export function FiltersButton({
  chosen,
  opened,
  onOpen,
}: {
  chosen: number;
  opened: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      variant={chosen > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} />}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={opened}
    >
      Filters{chosen > 0 ? ` (${chosen})` : ''}
    </Button>
  );
}
