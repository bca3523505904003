import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type Props = { page: number; hasNext: boolean; onPage: (page: number) => void };

/** Previous/next paging: the API sends no total, so the last page is known only when reached. */
export function NarrativesPager({ page, hasNext, onPage }: Props) {
  if (page === 1 && !hasNext) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label="Narrative pages">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" aria-current="page">
        Page {page}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} />}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
