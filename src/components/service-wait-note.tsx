import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ServiceWaits } from '@/api/service-waits';
import { SLOW_ANSWER_MS } from './service-wait-watch';

const ID = 'service-wait';
let shown = false;

/** What the analyst waits for, in words, or null when nothing is worth a note. */
export function serviceWaitWords(
  waits: ServiceWaits,
  now: number,
): { kind: 'busy' | 'slow'; text: string } | null {
  if (waits.busyUntil !== null) {
    const s = Math.max(1, Math.ceil((waits.busyUntil - now) / 1000));
    return { kind: 'busy', text: `The service is busy, retrying in ${s} s.` };
  }
  if (waits.oldestSentAt !== null && now - waits.oldestSentAt >= SLOW_ANSWER_MS) {
    const s = Math.floor((now - waits.oldestSentAt) / 1000);
    return { kind: 'slow', text: `Still waiting for the service (${s} s).` };
  }
  return null;
}

/**
 * A quiet, lasting note over the page (which stays as it is) while the desk waits on the service;
 * gone as soon as the answers come. Returns whether it is showing.
 */
export function showServiceWait(waits: ServiceWaits, now: number): boolean {
  const words = serviceWaitWords(waits, now);
  if (!words) {
    if (shown) notifications.hide(ID);
    shown = false;
    return false;
  }
  const note = {
    id: ID,
    color: words.kind === 'busy' ? 'yellow' : 'blue',
    autoClose: false as const,
    withCloseButton: false,
    loading: true,
    title: words.kind === 'busy' ? 'Rate limited by the service' : 'Slow answer',
    message: (
      <Text size="sm" data-testid="service-wait-note" data-kind={words.kind}>
        {words.text} Your page stays as it is.
      </Text>
    ),
  };
  if (shown) notifications.update(note);
  else notifications.show(note);
  shown = true;
  return true;
}
