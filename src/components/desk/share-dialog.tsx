import { useSyncExternalStore } from 'react';
import { Button, CopyButton, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Modal } from '@/components/deferred-overlays';
import { currentDeskRuntime } from '@/hooks/desk/desk-runtime';
import type { ArtefactKind, Visibility } from '@/api/schemas/desk';
import { StoredWhere } from './stored-where';

const WHO: Record<Visibility, string> = {
  private: 'Only you can open it.',
  team: 'Everyone on the team who has access to its workspaces can open and edit it.',
};
const NOUN: Record<ArtefactKind, string> = { view: 'view', report: 'report', annotation: 'annotation' };

type Props = { kind: ArtefactKind; itemId: string; title: string; onClose: () => void };

/** Who sees an item on the team desk, and its link (which opens it by id for a colleague with access). */
export default function ShareDialog({ kind, itemId, title, onClose }: Props) {
  const runtime = currentDeskRuntime();
  const collection = runtime?.collections[kind];
  useSyncExternalStore(
    (l) => collection?.subscribe(l) ?? (() => undefined),
    () => collection?.get(),
  );
  const artefact = collection?.artefact(itemId);
  const link = artefact ? new URL(`/open/${artefact.id}`, window.location.origin).toString() : '';
  return (
    <Modal opened onClose={onClose} title={`Share “${title}”`} centered>
      <Stack gap="sm" data-testid="share-dialog">
        {!artefact || artefact.version === 0 ? (
          <Text size="sm">This {NOUN[kind]} is still being saved to the team desk…</Text>
        ) : (
          <>
            <SegmentedControl
              aria-label="Who sees it"
              value={artefact.visibility}
              onChange={(v) => collection?.setVisibility(itemId, v as Visibility)}
              data={[
                { value: 'private', label: 'Only me' },
                { value: 'team', label: 'The team' },
              ]}
            />
            <Text size="sm">{WHO[artefact.visibility]}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Link" value={link} readOnly style={{ flex: 1 }} data-testid="share-link" />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <StoredWhere meta={artefact} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
