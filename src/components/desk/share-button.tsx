import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { ArtefactKind } from '@/api/schemas/desk';
import { shareRequest } from './share-request';

type Props = { kind: ArtefactKind; itemId: string; title: string; compact?: boolean };

/** "Share": who sees an item on the team desk and its link (the desk host shows the dialog). */
export function ShareButton({ kind, itemId, title, compact = false }: Props) {
  const open = () => shareRequest.open({ kind, itemId, title });
  return compact ? (
    <Tooltip label="Share">
      <ActionIcon variant="subtle" aria-label={`Share “${title}”`} onClick={open}>
        <IconShare size={16} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant="light" leftSection={<IconShare size={16} />} onClick={open}>
      Share
    </Button>
  );
}
