import { Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** Opens the filter panel; says how many filters are shown as pills (one per kind, one per place). */
export function FiltersButton({
  chosen,
  opened,
  onOpen,
  loading,
}: {
  chosen: number;
  opened: boolean;
  onOpen: () => void;
  /** The panel's options are still loading: the button waits (Mantine shows a loader). */
  loading?: boolean;
}) {
  return (
    <Button
      variant={chosen > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} />}
      onClick={onOpen}
      loading={loading}
      aria-haspopup="dialog"
      aria-expanded={opened}
    >
      Filters{chosen > 0 ? ` (${chosen})` : ''}
    </Button>
  );
}
