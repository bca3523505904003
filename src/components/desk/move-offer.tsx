import { useEffect, useState } from 'react';
import { Affix, Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { DeskRuntime } from '@/hooks/desk/desk-runtime';
import { countByKind, describeCounts, moveToDesk, type MoveItem } from '@/api/desk-move';
import { describeError } from '@/components/error-state';

const LATER_KEY = 'nd.desk.move-later';
const later = () => {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
};

type Phase =
  | { step: 'idle' }
  | { step: 'moving'; done: number }
  | { step: 'moved'; count: number }
  | { step: 'failed'; done: number; message: string };

/**
 * On first use with a team desk: the views, reports and annotations only this browser keeps,
 * counted by kind, offered for moving. Not a modal (the analyst may be mid-task): a card in the
 * corner until moved or put off for this session. Nothing leaves the browser before the desk has
 * every item; a repeat (after an interruption) recognises what already moved.
 */
export function MoveOffer({ runtime }: { runtime: DeskRuntime }) {
  const [items, setItems] = useState<MoveItem[] | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [hidden, setHidden] = useState(later);
  useEffect(() => {
    if (hidden) return;
    let live = true;
    runtime.toMove().then(
      (list) => live && setItems(list),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [runtime, hidden]);

  if (hidden || !items || (items.length === 0 && phase.step !== 'moved')) return null;
  const total = items.length;
  const move = async () => {
    setPhase({ step: 'moving', done: 0 });
    try {
      await moveToDesk(items, (done) => setPhase({ step: 'moving', done }));
      await runtime.refreshAll();
      setPhase({ step: 'moved', count: total });
    } catch (error) {
      setPhase((p) => ({
        step: 'failed',
        done: p.step === 'moving' ? p.done : 0,
        message: describeError(error),
      }));
    }
  };
  const putOff = () => {
    try {
      sessionStorage.setItem(LATER_KEY, '1');
    } catch {
      // the card still hides for this page
    }
    setHidden(true);
  };
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Alert
        title={phase.step === 'moved' ? 'Moved to the team desk' : 'Move to the team desk?'}
        color={phase.step === 'failed' ? 'red' : 'blue'}
        w={360}
        maw="calc(100vw - 32px)"
        withCloseButton={phase.step !== 'moving'}
        onClose={putOff}
        closeButtonLabel="Later"
        data-testid="desk-move-offer"
        role="region"
        aria-label="Move to the team desk"
      >
        {phase.step === 'moved' ? (
          <Text size="sm">
            {describeCounts(countByKind(items))} are on the team desk now, and no longer kept in this browser
            only.
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              This browser keeps {describeCounts(countByKind(items))} that the team desk does not have yet.
              Move them there to keep them safe and share them; nothing is removed from this browser until all
              have moved.
            </Text>
            {phase.step !== 'idle' && (
              // The native bar: Mantine's Progress would join every page's shared chunk.
              <progress value={phase.done} max={total} aria-label="Moved so far" style={{ width: '100%' }} />
            )}
            {phase.step === 'moving' && <Text size="xs">{`Moved ${phase.done} of ${total}…`}</Text>}
            {phase.step === 'failed' && (
              <Text size="xs" c="red">
                Stopped after {phase.done} of {total}: {phase.message}. Nothing was removed from this browser;
                moving again continues where it stopped.
              </Text>
            )}
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={putOff} disabled={phase.step === 'moving'}>
                Later
              </Button>
              <Button size="xs" onClick={() => void move()} loading={phase.step === 'moving'}>
                {phase.step === 'failed' ? 'Try again' : `Move ${total} item${total === 1 ? '' : 's'}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Alert>
    </Affix>
  );
}
