import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { ArtefactKind } from '@/api/schemas/desk';

const ShareDialog = lazy(() => import('./share-dialog'));

type Props = { kind: ArtefactKind; itemId: string; title: string; compact?: boolean };

/** "Share": who sees an item on the team desk and its link (the dialog loads when opened). */
export function ShareButton({ kind, itemId, title, compact = false }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip label="Share">
          <ActionIcon variant="subtle" aria-label={`Share “${title}”`} onClick={() => setOpen(true)}>
            <IconShare size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => setOpen(true)}>
          Share
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ShareDialog kind={kind} itemId={itemId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
