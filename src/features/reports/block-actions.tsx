import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';

export type BlockActionProps = {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Block-specific actions (edit), before the move buttons. */
  children?: ReactNode;
};

/** Reorder and remove buttons of a report block (dragging the card reorders too). */
export function BlockActions({ index, count, onMove, onRemove, children }: BlockActionProps) {
  return (
    <Group gap={2} wrap="nowrap" data-export-hide>
      {children}
      <Tooltip label="Drag to reorder">
        <IconGripVertical size={16} aria-hidden style={{ cursor: 'grab' }} />
      </Tooltip>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Move earlier"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Move later"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" color="red" aria-label="Remove from report" onClick={onRemove}>
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}
